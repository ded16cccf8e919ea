/**
 * The log-on page usable early (part of `npm run bench`; alone: `node scripts/bench-usable-log-on.mjs`,
 * SKIP_BUILD=1 reuses dist/). From navigation to a username field that takes typing and a Continue
 * that works: in a fresh browser context (a first visit, nothing cached) on slow 4G with devtools
 * throttling (the network and the CPU of the real load, as Lighthouse's mobile preset: 562.5 ms round
 * trip, 1.4 Mbps down, 4x CPU), the customer's name is typed as soon as the field exists, and Continue
 * is pressed at once. The figure is the time the field held the whole name and Continue was pressed;
 * the run counts only if that press then reaches stage 2 (the password page) without another.
 * Median of USABLE_RUNS runs (3), judged against the goal beside its worst run and the load average.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { performanceBudgets } from './performance-goals.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The goal: usable within 2.5 s of navigation. */
export const usableGoalMs = performanceBudgets.usableMs;

/** Lighthouse's mobile slow 4G, applied by devtools to the real load (packet-level RTT and throughput). */
export const slow4g = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8, cpuSlowdown: 4 };

const username = 'demo.hardkey';

/**
 * The judgement of a set of runs: met only when every run produced a figure and the median is within
 * the goal. A run that failed (no figure: the field never took the name, or Continue never reached
 * stage 2) fails the goal, however good the others were.
 * @param {(number | null)[]} runs milliseconds from navigation, null for a run that never became usable
 */
export function judgeUsable(runs, goalMs = usableGoalMs) {
  const figures = runs.filter((r) => typeof r === 'number' && Number.isFinite(r) && r >= 0);
  if (runs.length === 0 || figures.length !== runs.length) return { median: null, worst: null, met: false, failedRuns: runs.length - figures.length };
  const sorted = [...figures].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, worst: sorted.at(-1), met: median <= goalMs, failedRuns: 0 };
}

/** One run: milliseconds from navigation start to the name held and Continue pressed, or null. */
async function usableOnce(browser, baseURL) {
  const context = await browser.newContext({ baseURL, ignoreHTTPSErrors: true, viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: slow4g.latency, downloadThroughput: slow4g.downloadThroughput, uploadThroughput: slow4g.uploadThroughput });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow4g.cpuSlowdown });
    await page.goto('/#/authentication/username', { waitUntil: 'commit' });
    const field = page.getByLabel('Username', { exact: true });
    await field.waitFor({ timeout: 60_000 });
    // Typed as a customer types: a key at a time; a character lost while the app takes the page over
    // leaves the field short, and the loop types the name again.
    for (let tries = 0; ; tries += 1) {
      await field.fill('');
      await field.pressSequentially(username);
      if ((await field.inputValue()) === username) break;
      if (tries >= 20) return null;
    }
    await page.getByRole('button', { name: 'Continue' }).click();
    const pressedAt = await page.evaluate(() => performance.now());
    const reached = await page
      .waitForFunction(() => window.location.hash.startsWith('#/authentication/password'), null, { timeout: 60_000 })
      .then(() => true, () => false);
    return reached ? pressedAt : null;
  } finally {
    await context.close();
  }
}

/** Runs the measure against a preview of the build and prints the figure and its judgement. */
export async function benchUsableLogOn(baseURL, runs = Number(process.env.USABLE_RUNS ?? 3)) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const loadBefore = loadavg()[0];
  const figures = [];
  try {
    for (let i = 0; i < runs; i += 1) figures.push(await usableOnce(browser, baseURL).catch(() => null));
  } finally {
    await browser.close();
  }
  const load = [loadBefore, loadavg()[0]];
  const judged = judgeUsable(figures);
  const shown = (v) => (v === null ? 'never' : `${(v / 1000).toFixed(2)} s`);
  console.log(`\nLog-on page usable (navigation → the name typed and Continue pressed, reaching stage 2; slow 4G, devtools throttling, fresh context, median of ${runs})\n`);
  console.log(`  runs: ${figures.map(shown).join(', ')}`);
  console.log(`  median ${shown(judged.median)}, worst ${shown(judged.worst)} at load ${load.map((l) => l.toFixed(2)).join(' → ')}: goal ≤ ${usableGoalMs / 1000} s ${judged.met ? 'met' : 'NOT met'}`);
  return { figures, ...judged, load };
}

async function main() {
  if (process.env.SKIP_BUILD !== '1') {
    execFileSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  }
  const { startWiremock } = await import('./wiremock-server.mjs');
  const { startPreview } = await import('./preview-server.mjs');
  const wiremock = await startWiremock();
  const preview = await startPreview({ wiremockPort: wiremock.port });
  try {
    // Printed and judged, as the bench's other figures: a benchmark does not fail on a time.
    await benchUsableLogOn(preview.url);
  } finally {
    await preview.stop();
    await wiremock.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
