import puppeteer from 'puppeteer-core';
import { startWiremock } from '/work/wt/userflow/scripts/wiremock-server.mjs';
import { startPreview } from '/work/wt/userflow/scripts/preview-server.mjs';
import { journey } from '/work/wt/userflow/scripts/bench-user-flow.mjs';
const w = await startWiremock(); const p = await startPreview({ wiremockPort: w.port, outDir: '/tmp/uf-dist' });
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu'] });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, isMobile: true });
  const steps = journey(p.url);
  const stopAt = process.argv[2] ?? 'Code';
  await page.goto(steps[0].url); await steps[0].after(page);
  for (const s of steps.slice(1)) {
    if (s.kind !== 'timespan') continue;
    if (s.name.startsWith(stopAt)) break;
    await s.run(page);
  }
  const cdp = await page.createCDPSession();
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.waitForSelector('#transaction-security-code');
  const t0 = Date.now();
  await page.type('#transaction-security-code', '123456');
  console.log('typing took', Date.now() - t0);
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map(); const byId = new Map(profile.nodes.map(n => [n.id, n]));
  const dt = profile.timeDeltas; const counts = new Map();
  profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
  for (const [id, t] of counts) { const n = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + t); }
  console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, t]) => `${(t / 1000).toFixed(1)}ms ${k}`).join('\n'));
  // inclusive time per function (by walking parents)
  const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const incl = new Map();
  for (const [id, t] of counts) { const seen = new Set(); let cur = id; while (cur !== undefined) { const n = byId.get(cur); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; if (!seen.has(k)) { incl.set(k, (incl.get(k) ?? 0) + t); seen.add(k); } cur = parent.get(cur); } }
  console.log('--- inclusive'); console.log([...incl].sort((a, b) => b[1] - a[1]).slice(0, 60).map(([k, t]) => `${(t / 1000).toFixed(1)}ms ${k}`).join('\n'));
} finally { await browser.close(); await p.stop(); await w.stop(); }
