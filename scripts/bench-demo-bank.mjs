/**
 * The demo bank's own figures (printed by `npm run bench`, or alone with
 * `node scripts/bench-demo-bank.mjs`): how long WireMock with the ledger takes to start (spawn to a
 * healthy /__admin/health, the ledger jar already built), and the median time of ledger-backed GETs
 * after a few warm-up calls. Each call's time is the full HTTP round trip from Node on this machine.
 */
import { performance } from 'node:perf_hooks';
import { startWiremock } from './wiremock-server.mjs';
import { openBankSession } from './bank-session.mjs';

const calls = Number(process.env.BENCH_LEDGER_CALLS ?? 51);
const warmUp = 10;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function timeGet(url, headers = {}) {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - t0;
}

async function medianGet(url, headers = {}, n = calls, warm = warmUp) {
  for (let i = 0; i < warm; i += 1) await timeGet(url, headers);
  const times = [];
  for (let i = 0; i < n; i += 1) times.push(await timeGet(url, headers));
  return median(times);
}

export async function benchDemoBank() {
  const t0 = performance.now();
  const wiremock = await startWiremock();
  const startMs = performance.now() - t0;
  try {
    const api = `${wiremock.url}/gateway/api`;
    // Every customer's GET needs a session of the bank's (the demo bank answers 401 without one).
    const hardkey = { Cookie: await openBankSession(wiremock.url, 'demo.hardkey') };
    const history = { Cookie: await openBankSession(wiremock.url, 'demo.history') };
    // demo.history's 100,000 transactions are made by the ledger after its start (HistoryGenerator.java),
    // the first page asked for right after start waits for them if they are not made yet.
    const historyTx = `${api}/v1/accounts/HS-CUR-001/transactions`;
    const firstPage = await timeGet(`${historyTx}?page=1&pageSize=5000`, history);
    const rows = [
      ['Demo bank start (spawn → healthy, ledger extension loaded)', `${(startMs / 1000).toFixed(1)} s`],
      ['Ledger GET: accounts list of demo.hardkey (median)', `${(await medianGet(`${api}/v12/accounts`, hardkey)).toFixed(1)} ms`],
      ['Ledger GET: one account by id (median)', `${(await medianGet(`${api}/v12/accounts/HK-CUR-001`, hardkey)).toFixed(1)} ms`],
      ['Ledger GET: ~1,400 transactions of the current account (median)', `${(await medianGet(`${api}/v1/accounts/HK-CUR-001/transactions`, hardkey)).toFixed(1)} ms`],
      ['Ledger GET: regular payments (median)', `${(await medianGet(`${api}/v1/accounts/HK-CUR-001/regular-payments`, hardkey)).toFixed(1)} ms`],
      ['Ledger GET: demo.history, first page of 5,000 right after start', `${firstPage.toFixed(1)} ms`],
      ['Ledger GET: demo.history, a page of 5,000 of 100,000 (median)', `${(await medianGet(`${historyTx}?page=7&pageSize=5000`, history)).toFixed(1)} ms`],
      ['Ledger GET: demo.history, all 100,000 in one answer (median of 5)', `${(await medianGet(historyTx, history, 5, 1)).toFixed(1)} ms`],
    ];
    console.log(`\nDemo bank (WireMock + ledger; median of ${calls} calls after ${warmUp} warm-up calls)\n`);
    const width = Math.max(...rows.map(([k]) => k.length));
    console.log(`| ${'Measure'.padEnd(width)} | Result |`);
    console.log(`| ${'-'.repeat(width)} | ------ |`);
    for (const [k, v] of rows) console.log(`| ${k.padEnd(width)} | ${v} |`);
  } finally {
    await wiremock.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchDemoBank();
}
