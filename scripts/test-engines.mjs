/**
 * `npm run test:engines`: the cross-engine smoke suite (docs/engines.md) in Chromium,
 * Firefox ESR and WebKitGTK. Installs what is missing (firefox-esr, webkit2gtk-driver, xvfb, xauth),
 * runs vitest.engines.config.ts, then prints each engine's name and version, the run's time and a
 * closing line 'N passed, N failed'. ENGINES=firefox,webkit runs a subset; SKIP_BUILD=1 reuses dist/.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureNodeModules, ensureSystemTools } from './ensure-tools.mjs';

ensureNodeModules();
ensureSystemTools({ engines: true });

const dir = mkdtempSync(join(tmpdir(), 'bank-engines-'));
const report = join(dir, 'vitest.json');
const versions = join(dir, 'versions.txt');
const started = Date.now();
const code = await new Promise((resolve) => {
  const child = spawn(
    join('node_modules', '.bin', 'vitest'),
    ['run', '--config', 'vitest.engines.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { stdio: 'inherit', env: { ...process.env, ENGINES_REPORT: versions } },
  );
  child.on('close', resolve);
});
const seconds = ((Date.now() - started) / 1000).toFixed(1);
let passed = 0;
let failed = code === 0 ? 0 : 1;
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests;
  failed = json.numFailedTests + (code !== 0 && json.numFailedTests === 0 ? 1 : 0);
} catch {
  // no report: vitest did not get as far as running the suite
}
console.log('\nEngines:');
try {
  process.stdout.write(readFileSync(versions, 'utf8').replace(/^/gm, '  '));
} catch {
  console.log('  (none started)');
}
console.log(`Run time: ${seconds} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(code === 0 ? 0 : 1);
