/**
 * `npm test`: installs what is missing, then type check, lint (with the boundary check), unit,
 * contract and end-to-end tests, stopping at the first failure. Prints each stage's time, the total,
 * and a closing line 'N passed, N failed' summed over every stage.
 *
 * The order is the dependency order; what does not depend on the other runs beside it, because on a
 * 2-core machine a single-threaded stage leaves a core idle (docs/architecture.md, "The test loop"):
 *   1. type check | lint and boundaries | the demo bank starting (Java, in the background)
 *   2. unit tests | the dev server's pages: npm start itself on free ports, every area's pages in
 *      Chromium (it mostly waits: it runs on beside stages 3 to 5, with a demo bank of its own)
 *   3. contract tests | production build | the date specs under four time zones (printed after they end)
 *   4. the nginx stage: that build served through deploy/nginx.conf, its headers checked
 *   5. e2e tests (against that build), two files at a time, each worker with a demo bank of its own
 *      | the engines stage: smoke journeys in Chromium, Firefox ESR and WebKitGTK (ENGINES=0 leaves it
 *      out; it mostly waits, so it runs beside the e2e with a demo bank of its own)
 * One demo bank serves the contract and e2e projects (DEMO_BANK_URL; each resets it first; the e2e's
 * second worker starts one more, E2E_WORKERS), and the build is made once (SKIP_BUILD=1 for e2e).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureNodeModules, ensureSystemTools } from './ensure-tools.mjs';
import { startWiremock } from './wiremock-server.mjs';

ensureNodeModules();
// Everything the stages need, in one apt-get: the engines stage's browsers too unless ENGINES=0.
ensureSystemTools({ engines: process.env.ENGINES !== '0' });

const bin = (name) => join('node_modules', '.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'bank-tests-'));
const started = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {{ name: string, seconds: number, ok: boolean, group: number }[]} */
const timings = [];
/** Stages with the same group number run side by side. */
let group = 1;
const seconds = (since) => (Date.now() - since) / 1000;

/**
 * Runs one stage. `quiet` buffers its output and prints it when the stage ends, so two stages side
 * by side do not interleave their lines; the one in front streams.
 */
function step(name, command, args, { env = {}, quiet = false } = {}) {
  const t0 = Date.now();
  const stageGroup = group;
  if (!quiet) console.log(`\n=== ${name} ===`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const chunks = [];
    if (quiet) {
      child.stdout.on('data', (d) => chunks.push(d));
      child.stderr.on('data', (d) => chunks.push(d));
    }
    child.on('close', (code) => {
      const ok = code === 0;
      timings.push({ name, seconds: seconds(t0), ok, group: stageGroup });
      if (quiet) {
        console.log(`\n=== ${name} (ran beside the stage above) ===`);
        process.stdout.write(Buffer.concat(chunks));
      }
      console.log(`--- ${name}: ${seconds(t0).toFixed(1)} s${ok ? '' : ' (failed)'}`);
      resolve(ok);
    });
  });
}

async function vitestStep(project, options = {}, args = ['--project', project]) {
  const file = join(reports, `${project}.json`);
  const ok = await step(`${project} tests`, bin('vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], options);
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    console.log(`${project}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  } catch {
    // No readable report: the stage cannot be said to have passed, whatever its exit code.
    totals.failed += 1;
    console.log(`${project}: its test report ${file} could not be read: counted as failed`);
    return false;
  }
  return ok;
}

let demoBank = null;

/** Every stage's name, in order: a stage added below is added here too (the closing lines list those that never ran). */
const allStages = ['type check', 'lint and boundaries', 'demo bank start-up', 'unit tests', 'contract tests', 'production build', 'time-zone tests', 'nginx headers', 'e2e tests', ...(process.env.ENGINES !== '0' ? ['engines tests'] : []), 'dev-server tests'];

/** Stages started beside others and not yet awaited (the dev server's pages): a run that stops early waits for them, so none is left running. */
const sideStages = [];

async function finish(ok) {
  // A stage still running would outlive npm test (and hold CI's output open): wait for it, and count it.
  if (sideStages.length > 0) ok = (await Promise.all(sideStages.splice(0))).every(Boolean) && ok;
  await demoBank?.stop();
  console.log('\nStage times (stages with the same number ran side by side):');
  for (const t of timings) console.log(`  ${t.group}  ${t.name.padEnd(28)} ${t.seconds.toFixed(1).padStart(7)} s${t.ok ? '' : '  FAILED'}`);
  console.log(`     ${'total'.padEnd(28)} ${seconds(started).toFixed(1).padStart(7)} s`);
  if (!ok && totals.failed === 0) totals.failed = 1;
  // After an early stop, say which stages never ran, so a short count is not read as a full one.
  const notRun = allStages.filter((name) => !timings.some((t) => t.name === name));
  if (notRun.length > 0) console.log(`Never ran (stopped early): ${notRun.join(', ')}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
  process.exit(ok ? 0 : 1);
}

const all = async (...stages) => (await Promise.all(stages)).every(Boolean);

async function startDemoBank() {
  const t0 = Date.now();
  const stageGroup = group;
  try {
    demoBank = await startWiremock();
    timings.push({ name: 'demo bank start-up', seconds: seconds(t0), ok: true, group: stageGroup });
    return true;
  } catch (error) {
    console.error(`The demo bank did not start: ${error instanceof Error ? error.message : error}`);
    timings.push({ name: 'demo bank start-up', seconds: seconds(t0), ok: false, group: stageGroup });
    return false;
  }
}

const bankStarting = startDemoBank();
if (!(await all(step('type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']), step('lint and boundaries', 'npm', ['run', '--silent', 'lint'], { quiet: true })))) {
  await bankStarting;
  await finish(false);
}
group = 2;
// Issue 27: the app as `npm start` serves it (Vite's dev server, StrictMode's double effects), which
// no other stage runs; its own demo bank and dev server. Issue 33: it needs no build and mostly waits
// (each page is left alone four seconds), while the unit stage (one vitest worker) and the contract
// tests leave a core idle a third of the time (vmstat beside a fresh-clone run): so it starts here,
// beside them, and is awaited with the e2e. Its output is printed when it ends.
const devServerStage = vitestStep('dev-server', { quiet: true }, ['--config', 'vitest.dev-server.config.ts']);
sideStages.push(devServerStage);
// Issue 33: the shared-module unit specs and the few that need a module graph of their own (vitest.config.ts).
if (!(await vitestStep('unit', {}, ['--project', 'unit', '--project', 'unit-isolated']))) {
  await bankStarting;
  await finish(false);
}
if (!(await bankStarting)) await finish(false);
const bank = { DEMO_BANK_URL: demoBank.url };
group = 3;
// Beside them, the date specs again under four machine time zones (vitest.time-zones.config.ts):
// the bank's day is London's whatever the machine's zone.
if (
  !(await all(
    vitestStep('contract', { env: bank }),
    step('production build', 'npm', ['run', '--silent', 'build'], { quiet: true }),
    vitestStep('time-zone', { quiet: true }, ['--config', 'vitest.time-zones.config.ts', '--silent']),
  ))
)
  await finish(false);
group = 4;
// Served as in production (issue 30): dist/ through the shipped deploy/nginx.conf with Debian's nginx
// and the demo bank behind it; every security header on every kind of response (scripts/nginx-check.mjs).
{
  const file = join(reports, 'nginx.json');
  const ok = await step('nginx headers', process.execPath, ['scripts/nginx-check.mjs', '--json', file], { env: bank });
  try {
    const counts = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += counts.passed;
    totals.failed += counts.failed;
  } catch {
    if (ok) totals.failed += 1;
  }
  if (!ok) await finish(false);
}
group = 5;
// Issue 33 (a test loop within ten minutes): the e2e keeps both cores busy, while the engines stage
// (Firefox and WebKit driven over WebDriver, mostly waiting on their drivers: 80 % idle when it ran
// alone) mostly waits. So it runs beside the e2e with a demo bank and a preview of its own (not
// DEMO_BANK_URL, which the e2e's first worker resets and reads), and prints its output when it ends;
// the dev server's pages (started with the unit stage) are awaited here too.
// Issue 31: the smoke journeys in Chromium, Firefox ESR and WebKitGTK (docs/engines.md), against the
// same build; ENGINES=0 leaves them out (a machine without the engines).
await finish(
  await all(
    vitestStep('e2e', { env: { ...bank, SKIP_BUILD: '1' } }),
    ...(process.env.ENGINES !== '0' ? [vitestStep('engines', { quiet: true, env: { SKIP_BUILD: '1' } }, ['--config', 'vitest.engines.config.ts'])] : []),
    devServerStage,
  ),
);
