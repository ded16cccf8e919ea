import puppeteer from 'puppeteer-core';
import { startWiremock } from './wiremock-server.mjs';
import { startPreview } from './preview-server.mjs';
import { journey } from './bench-user-flow.mjs';
const w = await startWiremock(); const p = await startPreview({ wiremockPort: w.port });
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu'] });
try {
  const page = await browser.newPage();
  await page.emulate({ viewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }, userAgent: (await browser.userAgent()) });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: 1474560 / 8 * 0.9, uploadThroughput: 675000 / 8 * 0.9 });
  await page.evaluateOnNewDocument(() => {
    window.__shifts = [];
    window.__muts = [];
    new MutationObserver((ms) => { for (const m of ms) for (const n of m.addedNodes) if (n.nodeType === 1) window.__muts.push(`${Math.round(performance.now())} ${location.hash} +${n.nodeName}.${n.className}#${n.id} in ${m.target.nodeName}.${m.target.className} h=${n.getBoundingClientRect().height}`); }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts.push({ t: Math.round(e.startTime), v: e.value.toFixed(4), recent: e.hadRecentInput, hash: location.hash, src: e.sources.map(s => `${s.node?.nodeName}.${s.node?.className ?? ''}#${s.node?.id ?? ''} ${JSON.stringify(s.previousRect)}→${JSON.stringify(s.currentRect)} "${(s.node?.textContent ?? '').slice(0, 40)}"`) }); }).observe({ type: 'layout-shift', buffered: true });
  });
  const steps = journey(p.url);
  await page.goto(steps[0].url); await steps[0].after(page);
  for (const s of steps.slice(1)) {
    if (s.kind !== 'timespan') continue;
    console.log('== step', s.name);
    await s.run(page);
    await page.waitForNetworkIdle({ idleTime: 1000, timeout: 60000 });
    const shifts = await page.evaluate(() => window.__shifts.splice(0));
    for (const sh of shifts) console.log(JSON.stringify(sh));
    const muts = await page.evaluate(() => window.__muts.splice(0));
    for (const m of muts) console.log('   ', m);
    if (s.name.startsWith('Stage 3')) break;
  }
} finally { await browser.close(); await p.stop(); await w.stop(); }
