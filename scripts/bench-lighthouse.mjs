/**
 * Lighthouse (12.8, which runs on Node 20; 13 needs Node 22.19) with its default mobile preset
 * (Moto G Power emulation, simulated slow 4G and 4x CPU slowdown) against the log-on page of the
 * production build, served by `vite preview` with the production security headers and the demo bank
 * behind it. Three cold loads (Lighthouse clears storage before each), each printed, then the median.
 * A benchmark, not a test: nothing here passes or fails on a figure.
 *
 * Run alone: `node scripts/bench-lighthouse.mjs` (SKIP_BUILD=1 reuses dist/, LIGHTHOUSE_RUNS=n,
 * LIGHTHOUSE_REPORT_DIR=dir keeps the full JSON reports and traces, PREVIEW_OUT_DIR=dir measures another build).
 * `npm run bench` runs it after the accounts benchmark, on the same servers.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startWiremock } from './wiremock-server.mjs';
import { startPreview } from './preview-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The log-on page: where a customer lands (the index route redirects here without a session). */
export const logOnPagePath = '/#/authentication/username';

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One Lighthouse run, in a Chrome of its own so no run inherits another's caches or compiled code. */
async function runOnce(url, index, throttlingMethod) {
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttlingMethod });
    const { lhr } = result;
    // LIGHTHOUSE_REPORT_DIR=/tmp/lh keeps each run's full report and its trace (the unthrottled load
    // Lantern simulates from), to see what the load waited for and which tasks blocked.
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
      writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, `log-on-${index + 1}.json`), result.report);
      writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, `log-on-${index + 1}.trace.json`), JSON.stringify(result.artifacts.Trace));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      fcp: audit('first-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      // Worth seeing beside the figures: how many requests the cold load made.
      requests: lhr.audits['network-requests']?.details?.items?.length ?? Number.NaN,
    };
  } finally {
    await chrome.kill();
  }
}

const row = (label, r) =>
  `| ${label.padEnd(6)} | ${String(r.performance).padStart(11)} | ${(r.lcp / 1000).toFixed(2).padStart(5)} s | ${(r.fcp / 1000).toFixed(2).padStart(5)} s | ${String(Math.round(r.tbt)).padStart(6)} ms | ${r.cls.toFixed(3).padStart(5)} | ${String(r.requests).padStart(8)} |`;

/**
 * Runs Lighthouse `runs` times against the log-on page at `baseUrl` and prints each run and the median.
 * @param {string} baseUrl the preview server, e.g. http://127.0.0.1:4173
 * @param {'simulate' | 'devtools'} throttlingMethod 'devtools' (LIGHTHOUSE_THROTTLING=devtools when run
 *   alone): slow 4G and 4x CPU applied to the real load, not simulated by Lantern from an unthrottled one.
 */
export async function benchLighthouse(baseUrl, runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3), throttlingMethod = process.env.LIGHTHOUSE_THROTTLING ?? 'simulate') {
  const url = `${baseUrl}${logOnPagePath}`;
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await runOnce(url, i, throttlingMethod));
  const mid = Object.fromEntries(Object.keys(results[0]).map((k) => [k, median(results.map((r) => r[k]))]));
  const how = throttlingMethod === 'devtools' ? 'devtools throttling (slow 4G, 4x CPU on the real load)' : "Lantern's simulated throttling";
  console.log(`\nLighthouse 12.8, mobile preset, ${how}, log-on page (${logOnPagePath}), production build with security headers\n`);
  console.log('| Run    | Performance |   LCP   |   FCP   |    TBT    |  CLS  | Requests |');
  console.log('| ------ | ----------- | ------- | ------- | --------- | ----- | -------- |');
  results.forEach((r, i) => console.log(row(String(i + 1), r)));
  console.log(row('Median', mid));
  return { results, median: mid };
}

async function main() {
  if (process.env.SKIP_BUILD !== '1') {
    execFileSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  }
  const wiremock = await startWiremock();
  const preview = await startPreview({ wiremockPort: wiremock.port, outDir: process.env.PREVIEW_OUT_DIR });
  try {
    await benchLighthouse(preview.url);
  } finally {
    await preview.stop();
    await wiremock.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
