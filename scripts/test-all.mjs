/**
 * `npm test`: installs what is missing, then type check, lint (with the boundary check), unit,
 * contract and end-to-end tests, stopping at the first failure. Prints each stage's time, the total,
 * and a closing line 'N passed, N failed' summed over every stage.
 *
 * Two steps (docs/testing.md, "The test loop"):
 *   1. type check | lint and boundaries | the demo banks starting (Java, in the background)
 *   2. everything else side by side, the e2e in front: the production build, then the e2e against it
 *      (two files at a time, each worker with a demo bank of its own) and the engines stage (smoke
 *      journeys and reflow in Chromium, Firefox ESR and WebKitGTK, a demo bank and preview of their
 *      own; ENGINES=0 leaves it out); the unit stage; the contract tests on the shared demo bank, then
 *      the nginx stage behind it (the build served through deploy/nginx.conf, its headers checked);
 *      the dev server's pages (npm start itself on free ports, with a demo bank of its own); after the
 *      unit stage, the date specs under four time zones at nice 10.
 * A stage that fails stops the run, and the stages still running beside it are stopped (their process
 * groups), so nothing is left running. The build is made once (SKIP_BUILD=1 for e2e and engines).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ensureNodeModules, ensureSystemTools } from './ensure-tools.mjs';
import { startWiremock } from './wiremock-server.mjs';
import { lastTestRunFile } from './performance-goals.mjs';
import { judgeCountedStage } from './stage-report.mjs';
import { failedTests } from './failed-tests.mjs';

const loadAtStart = loadavg()[0];
const installedNodeModules = ensureNodeModules();
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
function step(name, command, args, { env = {}, quiet = false, nice = 0 } = {}) {
  const t0 = Date.now();
  const stageGroup = group;
  if (!quiet) console.log(`\n=== ${name} ===`);
  return new Promise((resolve) => {
    // A process group of its own (detached), so a run that stops early can stop the stage with every
    // browser, server and worker it started (stopRunning below).
    if (nice > 0) [command, args] = ['nice', ['-n', String(nice), command, ...args]];
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env }, detached: true });
    running.add(child);
    const chunks = [];
    if (quiet) {
      child.stdout.on('data', (d) => chunks.push(d));
      child.stderr.on('data', (d) => chunks.push(d));
    }
    child.on('close', (code) => {
      running.delete(child);
      const ok = code === 0;
      timings.push({ name, seconds: seconds(t0), ok, group: stageGroup, stopped: !ok && stopping });
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
    if (stopping) {
      console.log(`${project}: stopped (another stage failed)`);
      return false;
    }
    // No readable report: the stage cannot be said to have passed, whatever its exit code.
    totals.failed += 1;
    console.log(`${project}: its test report ${file} could not be read: counted as failed`);
    return false;
  }
  return ok;
}

let demoBank = null;
/** The stages' processes still running (each the leader of its own process group). */
const running = new Set();

/** Stops every stage still running, with all it started (a run that stops early leaves nothing behind). */
function stopRunning() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}
// Ctrl-C stops the stages too (they are not in the terminal's process group).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {
  stopRunning();
  process.exit(130);
});

/** Every stage's name, in order: a stage added below is added here too (the closing lines list those that never ran). */
const allStages = ['type check', 'lint and boundaries', 'demo bank start-up', 'production build', 'e2e tests', 'unit tests', 'contract tests', 'nginx headers', 'time-zone tests', ...(process.env.ENGINES !== '0' ? ['engines tests'] : []), 'dev-server tests'];

/**
 * Stages started beside others and not yet awaited (the production build and the engines after it,
 * the dev server's pages). A run that ends awaits them; a run that stops early stops them first.
 */
const sideStages = [];
/** Set once a stage has failed: the stages stopped because of it are not counted as failures of their own. */
let stopping = false;

async function finish(ok) {
  if (!ok) {
    stopping = true;
    stopRunning();
  }
  // A stage still running would outlive npm test (and hold CI's output open): wait for it, and count it.
  if (sideStages.length > 0) ok = (await Promise.all(sideStages.splice(0))).every(Boolean) && ok;
  // The demo banks side by side: each stop waits for Java to exit (up to 10 s), and one after another
  // they added their waits to the run's total.
  const banksStopping = Date.now();
  await Promise.all([...e2eBanks.map((b) => b.then((bank) => bank?.stop())), demoBank?.stop()]);
  console.log(`\nDemo banks stopped in ${seconds(banksStopping).toFixed(1)} s`);
  console.log('\nStage times (stages with the same number ran side by side):');
  for (const t of timings) console.log(`  ${t.group}  ${t.name.padEnd(28)} ${t.seconds.toFixed(1).padStart(7)} s${t.ok ? '' : t.stopped ? '  STOPPED' : '  FAILED'}`);
  console.log(`     ${'total'.padEnd(28)} ${seconds(started).toFixed(1).padStart(7)} s`);
  if (!ok && totals.failed === 0) totals.failed = 1;
  // After an early stop, say which stages never ran or were stopped, so a short count is not read as a full one.
  const notRun = allStages.filter((name) => !timings.some((t) => t.name === name));
  if (notRun.length > 0) console.log(`Never ran (stopped early): ${notRun.join(', ')}`);
  const stopped = timings.filter((t) => t.stopped).map((t) => t.name);
  if (stopped.length > 0) console.log(`Stopped before the end (another stage failed): ${stopped.join(', ')}`);
  printFailedTests();
  console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
  recordRun(ok);
  process.exit(ok ? 0 : 1);
}

/** Names every failed test at the end of the run (scripts/failed-tests.mjs says why). */
function printFailedTests() {
  const failed = failedTests(reports);
  if (failed.length === 0) return;
  console.log('\nFailed:');
  for (const line of failed) console.log(`  ${line}`);
}

/**
 * this run's times for `npm run bench` to print beside the goal
 * (scripts/performance-goals.mjs). `wallSeconds` counts from node's start, so an `npm ci` this run made
 * is in it; `stageSeconds` is the total printed above.
 */
function recordRun(ok) {
  const commit = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  const record = {
    finishedAt: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    commit,
    ok,
    passed: totals.passed,
    failed: totals.failed,
    wallSeconds: process.uptime(),
    stageSeconds: seconds(started),
    installedNodeModules,
    load: [loadAtStart, loadavg()[0]],
    stages: timings.map(({ name, seconds: s, group: g, ok: stageOk }) => ({ name, seconds: s, group: g, ok: stageOk })),
  };
  try {
    mkdirSync(dirname(lastTestRunFile), { recursive: true });
    writeFileSync(lastTestRunFile, `${JSON.stringify(record, null, 2)}\n`);
  } catch (error) {
    console.log(`The run's times were not kept for the bench: ${error.message}`);
  }
}

const all = async (...stages) => (await Promise.all(stages)).every(Boolean);

/**
 * How much lower the time-zone stage runs (nice): it starts after the unit stage, when the e2e and
 * the others keep both cores busy, and takes what they leave idle instead of slowing the e2e, which
 * the run waits for (at the same priority, beside the e2e, it slowed the e2e by about 40 s).
 * TEST_SIDE_NICE overrides it (0: same priority).
 */
function sideStagePriority() {
  if (process.env.TEST_SIDE_NICE !== undefined) return Number.parseInt(process.env.TEST_SIDE_NICE, 10) || 0;
  return 10;
}

async function startDemoBank() {
  const t0 = Date.now();
  const stageGroup = group;
  try {
    // The contract tests' jsdom enforces CORS (stubCors); the e2e's first worker reaches this bank
    // through the preview's proxy, as one origin.
    demoBank = await startWiremock({ stubCors: true });
    timings.push({ name: 'demo bank start-up', seconds: seconds(t0), ok: true, group: stageGroup });
    return true;
  } catch (error) {
    console.error(`The demo bank did not start: ${error instanceof Error ? error.message : error}`);
    timings.push({ name: 'demo bank start-up', seconds: seconds(t0), ok: false, group: stageGroup });
    return false;
  }
}

const bankStarting = startDemoBank();
/** How many e2e files run at a time (test/setup/e2e-workers.ts checks the value; a bad one starts no extra bank). */
const e2eWorkerCount = Number.parseInt(process.env.E2E_WORKERS ?? '2', 10) || 1;
/**
 * The e2e's demo banks, one per worker, started now (Java takes 7 to 17 s) rather than in its setup.
 * None is the shared bank: the e2e runs beside the contract tests, which reset and read that one.
 */
const e2eBanks = Array.from({ length: e2eWorkerCount }, () => startWiremock().catch(() => null));
if (!(await all(step('type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']), step('lint and boundaries', 'npm', ['run', '--silent', 'lint'], { quiet: true })))) {
  await bankStarting;
  await finish(false);
}
group = 2;
// Everything after stage 1 runs side by side: the e2e, the longest stage, starts as soon as the build
// is made, and the others share the cores with it. On a 2-core machine every stage here is CPU work
// or a wait, and a stage held back for another left a core idle: in order (unit, then the e2e) the
// run was 627 to 649 s idle with a quarter of a core idle during the unit stage; side by side, the
// run ends about when the cores have done the sum of the work (docs/testing.md, "The test loop").
const sideNice = sideStagePriority();
// the app as `npm start` serves it (Vite's dev server, StrictMode's double effects), which no other
// stage runs; its own demo bank and dev server. At the front stages' priority: at nice 10 its first
// page under the dev server (Vite transforming the app on demand) once took over its 120 s limit.
sideStages.push(vitestStep('dev-server', { quiet: true }, ['--config', 'vitest.dev-server.config.ts']));
// The production build, then the e2e and the engines on it. The engines (Firefox and WebKit over
// WebDriver, a demo bank and preview of their own; ENGINES=0 leaves them out) run at the same
// priority as the e2e: at a lower one, beside it, they would starve and time out.
const buildStage = step('production build', 'npm', ['run', '--silent', 'build'], { quiet: true });
sideStages.push(buildStage);
const engines = process.env.ENGINES !== '0';
if (engines) sideStages.push(buildStage.then((built) => built && !stopping && vitestStep('engines', { quiet: true, env: { SKIP_BUILD: '1' } }, ['--config', 'vitest.engines.config.ts'])));
/**
 * Served as in production: dist/ through the shipped deploy/nginx.conf with Debian's nginx
 * and the demo bank `env` names behind it; every security header on every kind of response
 * (scripts/nginx-check.mjs). Waits for the build.
 */
async function nginxStage(env) {
  if (!(await buildStage)) return false;
  const file = join(reports, 'nginx.json');
  const exitedOk = await step('nginx headers', process.execPath, ['scripts/nginx-check.mjs', '--json', file], { env, quiet: true });
  if (stopping) return false;
  // A missing or unreadable report fails the stage, whatever its exit code (scripts/stage-report.mjs).
  const outcome = judgeCountedStage(exitedOk, file);
  totals.passed += outcome.passed;
  totals.failed += outcome.failed;
  if (outcome.problem) console.log(`nginx headers: ${outcome.problem}`);
  return outcome.ok;
}
// The contract tests on the shared demo bank (no other stage resets it while they run); then the
// nginx stage (about 6 s, a third of a core) behind that same bank.
const contractStage = bankStarting.then((started) => started && !stopping && vitestStep('contract', { quiet: true, env: { DEMO_BANK_URL: demoBank.url } }));
sideStages.push(contractStage.then((ok) => ok && !stopping && nginxStage({ DEMO_BANK_URL: demoBank.url })));
// The e2e against the build, two files at a time, each worker with a demo bank of its own (started
// above; DEMO_BANK_URL lists them, its global setup resets each). It streams its output; the others
// print theirs when they end.
const e2eStage = buildStage.then(async (built) => {
  if (!built || stopping) return false;
  const banks = (await Promise.all(e2eBanks)).filter(Boolean).map((b) => b.url);
  if (banks.length === 0) {
    console.log('e2e: no demo bank started for it');
    return false;
  }
  return vitestStep('e2e', { env: { DEMO_BANK_URL: banks.join(','), SKIP_BUILD: '1' } });
});
sideStages.push(e2eStage);
// the shared-module unit specs and the few that need a module graph of their own (vitest.config.ts);
// a failure here stops the run, the e2e included.
const unitStage = vitestStep('unit', { quiet: true }, ['--project', 'unit', '--project', 'unit-isolated']);
if (!(await all(unitStage, contractStage))) {
  await bankStarting;
  await finish(false);
}
// Then the date specs again under four machine time zones (vitest.time-zones.config.ts): the bank's
// day is London's whatever the machine's zone. It needs no demo bank and no build (one worker, all
// CPU), so it runs at the side stages' lower priority and takes what the others leave idle.
sideStages.push(vitestStep('time-zone', { quiet: true, nice: sideNice }, ['--config', 'vitest.time-zones.config.ts', '--silent']));
await finish(await all(...sideStages.splice(0)));
