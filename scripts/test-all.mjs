/**
 * `npm test`: installs what is missing, then type check, lint (with the boundary check), unit,
 * contract and end-to-end tests, in that order, stopping at the first failure. Prints a closing
 * line 'N passed, N failed' summed over every stage.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureNodeModules, ensureSystemTools } from './ensure-tools.mjs';

ensureNodeModules();
ensureSystemTools();

const bin = (name) => join('node_modules', '.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'bank-tests-'));
const started = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];

function step(name, command, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

function vitestStep(project, env = {}, args = ['--project', project]) {
  const file = join(reports, `${project}.json`);
  const ok = step(`${project} tests`, bin('vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    console.log(`${project}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  } catch {
    if (ok) totals.failed += 1;
  }
  return ok;
}

function finish(ok) {
  console.log(`\nTimings: ${timings.join('; ')}; total ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok && totals.failed === 0) totals.failed = 1;
  console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
  process.exit(ok ? 0 : 1);
}

const stages = [
  () => step('type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
  () => step('lint and boundaries', 'npm', ['run', '--silent', 'lint']),
  () => vitestStep('unit'),
  // The date specs again under four machine time zones (vitest.time-zones.config.ts): the bank's day is London's.
  () => vitestStep('time-zone', {}, ['--config', 'vitest.time-zones.config.ts', '--silent']),
  () => vitestStep('contract'),
  () => step('production build', 'npm', ['run', '--silent', 'build']),
  () => vitestStep('e2e', { SKIP_BUILD: '1' }),
];

for (const stage of stages) {
  if (!stage()) finish(false);
}
finish(true);
