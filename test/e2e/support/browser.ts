import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from 'vitest';
import { demoBankTarget } from './demo-bank-target';
import { afterTwoFrames } from './frames';

/**
 * the e2e and the dev-server stage drive Debian's `chromium-headless-shell`,
 * the same Chromium build (Blink, V8, the network stack, CSP and Trusted Types) without the full
 * browser around it, as Playwright itself does for headless runs. Measured on one e2e file
 * (manage-money, 10 tests): 67 → 50 CPU-seconds, the browser process 13.5 → 6.4 s.
 * What the shell does not do: deliver Reporting API reports (a CSP's report-to). So a file that
 * checks a report reaching the demo bank launches Chromium proper (`'chromium'`), and so do the
 * engines stage's smoke journeys, Lighthouse and the bench. Every journey, in either, fails on any
 * CSP violation the page itself reports (the securitypolicyviolation listener below).
 * E2E_CHROMIUM_PATH runs every file in another build (e.g. /usr/bin/chromium).
 */
export type ChromiumBuild = 'headless-shell' | 'chromium';
const chromiumPaths: Record<ChromiumBuild, string> = {
  'headless-shell': process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  chromium: process.env.E2E_CHROMIUM_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
};

/**
 * The test loop's pages: V8 in the tested pages stops at its baseline compiler
 * (`--max-opt=1`: Ignition and Sparkplug, no Maglev or TurboFan). A test page lives for seconds, in a
 * new renderer per context, so the optimising compilers' work (the app's chunks and axe, again in
 * each renderer) is mostly spent on code that is thrown away with the page. Measured on the whole e2e
 * stage alone, two runs each way alternating (`SKIP_BUILD=1 npx vitest run --project e2e`, every
 * process sampled): renderers 189 and 179 → 167 and 163 CPU-s, all processes 492 and 471 → 464 and
 * 455, wall 299 and 290 → 286 and 282 s; 171 of 171 passed in each. What the pages do is the same:
 * the tier changes how fast JavaScript runs, not what it does. `E2E_JS_FLAGS` replaces the flags
 * (empty: V8's own tiers, as customers' browsers run them).
 */
const v8Flags = process.env.E2E_JS_FLAGS ?? '--max-opt=1';

export async function launchBrowser(build: ChromiumBuild = 'headless-shell'): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPaths[build],
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...(v8Flags ? [`--js-flags=${v8Flags}`] : []),
    ],
  });
}

export interface JourneyPage {
  context: BrowserContext;
  page: Page;
  /** CSP violations the browser reported; a journey fails on any. */
  cspViolations: string[];
  /** Uncaught page errors; a journey fails on any. */
  pageErrors: string[];
}

/** A fresh browser context per journey, recording CSP violations and uncaught errors. */
export async function openJourney(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<JourneyPage> {
  // The preview's certificate is the run's own (scripts/local-tls.mjs): the browser accepts it.
  const context = await browser.newContext({ viewport, baseURL: demoBankTarget().baseUrl, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const cspViolations: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (/Content[- ]Security[- ]Policy/i.test(text)) cspViolations.push(text);
  });
  page.on('pageerror', (err) => pageErrors.push(String(err)));
  trackRequests(page);
  keepRecentEvents(page);
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content-Security-Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return { context, page, cspViolations, pageErrors };
}

export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let axeSourceOnce: string | undefined;

/**
 * axe-core's source, put into a page only once per document: AxeBuilder evaluates the 550 KB script
 * in every frame on every analyze (twice in the top frame), so 267 checks compiled axe 500+ times.
 * A document that has axe keeps it (its rules are stateless between runs; axe.run clears its caches).
 */
function axeSource(): string {
  if (!axeSourceOnce) {
    const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    axeSourceOnce = `if (typeof window.axe === 'undefined') {\n${source}\n}`;
  }
  return axeSourceOnce;
}

/** What AxeBuilder evaluates instead of axe's source when every frame has axe already (a no-op). */
const axeAlreadyThere = 'void 0';

/** True when every frame of the page has axe from an earlier check (one small evaluate per frame). */
async function axeInEveryFrame(page: Page): Promise<boolean> {
  for (const frame of page.frames()) {
    const has = await frame.evaluate('typeof window.axe === "object" && typeof window.axe.run === "function"').catch(() => false);
    if (!has) return false;
  }
  return true;
}

/**
 * axe on the page as it is now (modals and error panels included): no violations allowed.
 * Legacy mode runs `axe.run` in the page itself. The default runs `axe.runPartial` per frame and
 * `axe.finishRun` in a blank page opened for it (a new renderer, axe compiled again): that design is
 * for cross-origin frames, which the app has none of (the statement's PDF frame is same-origin, and
 * legacy mode still tests same-origin frames). Measured on manage-money's 24 checks: 19.4 → 11.7 s.
 * Only violations are asked for (resultTypes): axe then builds no selector for each node that passes
 * or is inapplicable. The file's CPU (every process, sampled): 49.9 → 45.8 s.
 */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page, axeSource: (await axeInEveryFrame(page)) ? axeAlreadyThere : axeSource() })
    .setLegacyMode()
    .withTags(axeTags)
    // target-size (WCAG 2.2 2.5.8) is off in axe's defaults even with the wcag22aa tag: turned on here.
    .options({ rules: { 'color-contrast': { enabled: true }, 'target-size': { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  // The rules and elements in the message itself (a toEqual's message names only 'Array(1)').
  expect(summary, `axe violations on ${state}:\n${summary.join('\n')}`).toEqual([]);
}

export function expectCleanJourney(journey: JourneyPage): void {
  expect(journey.cspViolations, 'CSP violations').toEqual([]);
  expect(journey.pageErrors, 'uncaught page errors').toEqual([]);
}

const recentEvents = new WeakMap<Page, string[]>();

/**
 * The page's last requests (with their status) and console messages, kept for `describeFailure`: a
 * failure on CI's machine is seen once, so what the page asked and heard must be in the log.
 */
function keepRecentEvents(page: Page): void {
  const events: string[] = [];
  recentEvents.set(page, events);
  const keep = (line: string) => {
    events.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (events.length > 40) events.shift();
  };
  page.on('console', (msg) => keep(`console.${msg.type()}: ${msg.text().slice(0, 300)}`));
  page.on('requestfinished', (r) => void r.response().then((res) => keep(`${res?.status() ?? '---'} ${r.method()} ${r.url()}`), () => undefined));
  page.on('requestfailed', (r) => keep(`FAILED ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) keep(`navigated ${f.url()}`);
  });
}

/**
 * What the page showed when a test failed: its address, its headings, its text (cut short), its last
 * requests and console lines, and a screenshot's path. journeyPerTest prints it for a failed test.
 */
export async function describeFailure(page: Page, name: string): Promise<string> {
  const lines = [`--- the page when '${name}' failed ---`, `url: ${page.url()}`];
  try {
    const headings = await page.locator('h1, h2').allInnerTexts();
    lines.push(`headings: ${JSON.stringify(headings)}`);
    const text = (await page.locator('body').innerText({ timeout: 2_000 })).replace(/\s+/g, ' ');
    lines.push(`text: ${text.slice(0, 1_500)}`);
    const shot = `/tmp/e2e-failure-${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png`;
    await page.screenshot({ path: shot, fullPage: true, timeout: 5_000 });
    lines.push(`screenshot: ${shot}`);
  } catch (e) {
    lines.push(`(page not readable: ${String(e).slice(0, 200)})`);
  }
  lines.push('recent events:', ...(recentEvents.get(page) ?? []).map((l) => `  ${l}`));
  return lines.join('\n');
}

const requestsOut = new WeakMap<Page, Set<Request>>();

/** Keeps count of the page's requests still out, for `waitUntilSettled` (openJourney does it). */
export function trackRequests(page: Page): void {
  if (requestsOut.has(page)) return;
  const out = new Set<Request>();
  requestsOut.set(page, out);
  page.on('request', (r) => out.add(r));
  page.on('requestfinished', (r) => out.delete(r));
  page.on('requestfailed', (r) => out.delete(r));
}

/**
 * Waits until the page has settled: two animation frames (React has run the effects of what it last
 * rendered, so any call they make has started), then no request of the page still out. A test that
 * asserts something did NOT happen (no call, no text) waits for this instead of a guessed sleep.
 */
export async function waitUntilSettled(page: Page, timeout = 15_000): Promise<void> {
  const out = requestsOut.get(page);
  if (!out) throw new Error('waitUntilSettled needs a page from openJourney (or trackRequests(page) first)');
  await afterTwoFrames(page);
  await expect.poll(() => out.size, { timeout, interval: 50, message: 'requests still out' }).toBe(0);
}
