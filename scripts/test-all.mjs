/**
 * `npm test`: installs what is missing, then type check, lint (with the boundary check), unit,
 * contract and end-to-end tests, stopping at the first failure. Prints each stage's time, the total,
 * and a closing line 'N passed, N failed' summed over every stage.
 *
 * The order is the dependency order; what does not depend on the other runs beside it, because on a
 * 2-core machine a single-threaded stage leaves a core idle (docs/testing.md, "The test loop"):
 *   1. type check | lint and boundaries | the demo bank starting (Java, in the background)
 *   2. unit tests | the contract tests (on the shared demo bank) | beside them, run on until stage 3
 *      ends: the dev server's pages (npm start itself on free ports, every area's pages in Chromium,
 *      with a demo bank of its own); the production build, then the engines stage on it at nice 10
 *      until the e2e starts (smoke journeys in Chromium, Firefox ESR and WebKitGTK, with a demo bank
 *      and preview of their own; ENGINES=0 leaves it out) and the nginx stage (the build served
 *      through deploy/nginx.conf, its headers checked, behind the e2e's second demo bank; with
 *      E2E_WORKERS=1 there is none, and it runs on the shared bank before the e2e); the date specs
 *      under four time zones at nice 10 from start to end
 *   3. e2e tests (against that build), two files at a time, each worker with a demo bank of its own;
 *      then the stages started beside stage 2 are awaited (printed as they end)
 * A stage that fails stops the run, and the stages still running beside it are stopped (their process
 * groups), so nothing is left running. One demo bank serves the contract and e2e projects
 * (DEMO_BANK_URL; each resets it first; the e2e's other workers' banks are listed after it), and the
 * build is made once (SKIP_BUILD=1 for e2e and engines).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
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
function step(name, command, args, { env = {}, quiet = false, nice = 0, keepLow = false } = {}) {
  const t0 = Date.now();
  const stageGroup = group;
  if (!quiet) console.log(`\n=== ${name} ===`);
  return new Promise((resolve) => {
    // A process group of its own (detached), so a run that stops early can stop the stage with every
    // browser, server and worker it started (stopRunning below).
    if (nice > 0) [command, args] = ['nice', ['-n', String(nice), command, ...args]];
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env }, detached: true });
    running.add(child);
    if (keepLow) stayLow.add(child.pid);
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
/** The stages that keep their lower priority when the others are given theirs back (backToFront). */
const stayLow = new Set();

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
const allStages = ['type check', 'lint and boundaries', 'demo bank start-up', 'unit tests', 'contract tests', 'production build', 'time-zone tests', 'nginx headers', 'e2e tests', ...(process.env.ENGINES !== '0' ? ['engines tests'] : []), 'dev-server tests'];

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
  await Promise.all([...extraBanks.map((b) => b.then((bank) => bank?.stop())), demoBank?.stop()]);
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
 * how much lower the engines stage runs (nice) while the stages before the e2e run. Those
 * stages leave a core partly idle, and the engines (Firefox and WebKit driven over WebDriver) mostly
 * wait: at a lower priority they take what is idle without slowing the stages in front (at the same
 * priority they slowed the unit, contract and time-zone stages by half, measured). When the e2e
 * starts, which keeps both cores busy, they are given back the same priority (backToFront), or they
 * would starve and time out. Lowering a priority is always allowed, raising it back needs the right
 * to (root, as CI's machine): without it, the side stages run at the same priority throughout.
 * TEST_SIDE_NICE overrides it (0: same priority).
 */
function sideStagePriority() {
  if (process.env.TEST_SIDE_NICE !== undefined) return Number.parseInt(process.env.TEST_SIDE_NICE, 10) || 0;
  const raise = spawnSync('nice', ['-n', '1', 'sh', '-c', 'renice -n 0 -p $$'], { stdio: 'ignore' });
  return raise.status === 0 ? 10 : 0;
}

/** Every process started, at any depth, by the stages still running (from /proc). */
function descendantsOfRunning() {
  const parentOf = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* gone */
    }
  }
  const roots = new Set([...running].map((c) => c.pid).filter((pid) => !stayLow.has(pid)));
  const under = (pid) => {
    for (let p = pid, hops = 0; p > 1 && hops < 64; p = parentOf.get(p) ?? 0, hops++) if (roots.has(p)) return true;
    return false;
  };
  return [...parentOf.keys()].filter(under);
}

/** The side stages back at the front stages' priority (see sideStagePriority). */
function backToFront() {
  if (sideNice === 0) return;
  const pids = descendantsOfRunning();
  if (pids.length > 0) spawnSync('renice', ['-n', '0', '-p', ...pids.map(String)], { stdio: 'ignore' });
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
/** Demo banks started ahead for the e2e's other workers (E2E_WORKERS), so its stage does not wait for Java. */
const extraBanks = [];
if (!(await all(step('type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']), step('lint and boundaries', 'npm', ['run', '--silent', 'lint'], { quiet: true })))) {
  await bankStarting;
  await finish(false);
}
group = 2;
// the app as `npm start` serves it (Vite's dev server, StrictMode's double effects), which
// no other stage runs; its own demo bank and dev server. it needs no build and mostly waits
// (each page is left alone four seconds), while the unit stage (one vitest worker) and the contract
// tests leave a core idle a third of the time (vmstat beside a fresh-clone run): so it starts here,
// beside them, and is awaited with the e2e. Its output is printed when it ends.
const sideNice = sideStagePriority();
// At the front stages' priority: at nice 10 its first page under the dev server (Vite transforming
// the app on demand beside the unit stage) once took over its 120 s limit (a fresh-clone run, Nov 27).
const devServerStage = vitestStep('dev-server', { quiet: true }, ['--config', 'vitest.dev-server.config.ts']);
sideStages.push(devServerStage);
// the production build, then the engines stage on it, start here too, beside the unit
// stage: the engines' smoke journeys (Firefox and WebKit over WebDriver, mostly waiting on their
// drivers: 80 % idle alone, about 110 CPU-seconds in all) then use the cores the stages before the
// e2e leave idle, instead of sharing the e2e's, which keeps both cores busy from start to end.
// The engines get a demo bank and a preview of their own (not DEMO_BANK_URL, which the contract and
// e2e reset and read). The nginx stage and the e2e wait for the build.
const buildStage = step('production build', 'npm', ['run', '--silent', 'build'], { quiet: true });
sideStages.push(buildStage);
const engines = process.env.ENGINES !== '0';
if (engines) sideStages.push(buildStage.then((built) => built && !stopping && vitestStep('engines', { quiet: true, nice: sideNice, env: { SKIP_BUILD: '1' } }, ['--config', 'vitest.engines.config.ts'])));
// The e2e's other workers' demo banks, started now (Java takes 7 to 17 s) rather than in its setup.
for (let i = 1; i < e2eWorkerCount; i++) extraBanks.push(startWiremock().catch(() => null));
/**
 * Served as in production: dist/ through the shipped deploy/nginx.conf with Debian's nginx
 * and the demo bank `env` names behind it; every security header on every kind of response
 * (scripts/nginx-check.mjs). Waits for the build. `quiet` when it runs beside other stages.
 */
async function nginxStage(env, quiet = false) {
  if (!(await buildStage)) return false;
  const file = join(reports, 'nginx.json');
  const exitedOk = await step('nginx headers', process.execPath, ['scripts/nginx-check.mjs', '--json', file], { env, quiet });
  if (stopping) return false;
  // A missing or unreadable report fails the stage, whatever its exit code (scripts/stage-report.mjs).
  const outcome = judgeCountedStage(exitedOk, file);
  totals.passed += outcome.passed;
  totals.failed += outcome.failed;
  if (outcome.problem) console.log(`nginx headers: ${outcome.problem}`);
  return outcome.ok;
}
// The nginx stage (about 6 s, a third of a core) once the build is made, behind the e2e's second
// demo bank (started above, idle until the e2e, whose setup resets it), not the shared one the
// contract tests reset and read. With one e2e worker there is no second bank, and it runs after the
// contract tests on the shared one.
const nginxBeside = extraBanks.length > 0 ? extraBanks[0].then((nginxBank) => (nginxBank ? nginxStage({ DEMO_BANK_URL: nginxBank.url }, true) : false)) : null;
if (nginxBeside) sideStages.push(nginxBeside);
// The date specs again under four machine time zones (vitest.time-zones.config.ts): the bank's day
// is London's whatever the machine's zone. A side stage, awaited with the e2e: it needs no demo bank
// and no build (one worker, all CPU). At the side stages' lower priority from start to end (it stays
// there when the e2e starts: keepLow), it takes only what the stages in front leave idle: the unit
// stage is one worker and the contract tests, the dev server's pages and the engines mostly wait, so
// part of a core is idle here (vmstat beside a fresh-clone run). Started with the e2e instead, it ran
// its whole length beside it; at the same priority there it slowed the e2e by about 40 s.
sideStages.push(vitestStep('time-zone', { quiet: true, nice: sideNice, keepLow: true }, ['--config', 'vitest.time-zones.config.ts', '--silent']));
// The contract tests beside the unit stage, on the shared demo bank (no other stage uses it before
// the e2e): they mostly wait on the bank, and the unit stage is one vitest worker, so they take the
// part of a core it leaves; after the unit stage, in front of the e2e, they held the e2e back by
// their whole length (about 90 s) with a core idle half the time. The e2e starts when both have ended.
const contractStage = bankStarting.then((started) => started && !stopping && vitestStep('contract', { quiet: true, env: { DEMO_BANK_URL: demoBank.url } }));
// the shared-module unit specs and the few that need a module graph of their own (vitest.config.ts).
if (!(await all(vitestStep('unit', {}, ['--project', 'unit', '--project', 'unit-isolated']), contractStage))) {
  await bankStarting;
  await finish(false);
}
const bank = { DEMO_BANK_URL: demoBank.url };
group = 3;
// nginxStage waits for the build and fails without it, so a failed build stops the run here too.
if (!nginxBeside && !(await nginxStage(bank))) await finish(false);
// The e2e against the build, two files at a time, each worker with a demo bank of its own: the one
// started for every project and those started ahead above (DEMO_BANK_URL lists them; its global
// setup resets each). the engines' smoke journeys (started after the build; ENGINES=0
// leaves them out), the dev server's pages (started with the unit stage) and the time-zone stage
// (started with the unit stage, and kept at its lower priority) are awaited here too.
backToFront();
const e2eBanks = [demoBank.url, ...(await Promise.all(extraBanks)).filter(Boolean).map((b) => b.url)].join(',');
await finish(await all(vitestStep('e2e', { env: { DEMO_BANK_URL: e2eBanks, SKIP_BUILD: '1' } }), ...sideStages.splice(0)));
