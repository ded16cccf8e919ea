import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openJourney, type JourneyPage } from './browser';
import { resetScenarios } from './journey';
import { logOnAs, waitForRoute } from './log-on';

/**
 * Starting a test from a logged-on state without the three log-on stages each time.
 *
 * Why not `storageState`: the session's auth state (core/session/auth-state.ts: the level, the
 * customer, the token type) lives in the app's memory only. The bank's session cookie tells the demo
 * bank who is asking, but a new page (or a reload) starts the app at level 0 whatever the cookies say,
 * and the guards send it to log on. So a logged-on state cannot be saved and loaded into another page:
 * it can only be kept, as the page the customer logged on in.
 *
 * So the first test of a file that asks for a customer logs on through the real pages (logOnAs) and
 * keeps that page; each later test for that customer gets the same page back, after the demo bank's
 * scenarios and ledger are reset, the page's CSP/error records emptied, and the app taken to `path`
 * by its own router (a hash change, not a reload, so the app keeps its log-on). A kept page that is
 * no longer fit (logged off, left with a modal open or on a log-on page, closed) is dropped and a new
 * one logged on.
 *
 * What the app keeps in memory between those tests (the accounts list, kept lists, content) is what
 * it had when the previous test ended. So only tests that change nothing the bank keeps may share a
 * page: pages that read, searches, filters, downloads, a form given wrong entries. A test that moves
 * money, sends a message or changes details logs on afresh (journeyPerTest + logOnAs) as before.
 * Log-on tests always go through the pages themselves.
 */

interface Kept {
  journey: JourneyPage;
  username: string;
}

/** Per file (vitest gives each test file its own module instance): one kept page per customer. */
const kept = new Map<string, Kept>();

/** True while the kept page is still logged on (with the bank too), on an app page, with nothing open over it. */
async function fit(page: Page): Promise<boolean> {
  if (page.isClosed()) return false;
  try {
    return await page.evaluate(async () => {
      const hash = window.location.hash.replace(/^#/, '');
      if (hash.startsWith('/authentication') || hash.startsWith('/logoff') || hash === '' || hash === '/') return false;
      if (document.querySelector('[data-modal-host] [role="dialog"]')) return false;
      if (!Array.from(document.querySelectorAll('button')).some((b) => b.textContent?.trim() === 'Log off')) return false;
      // The bank ends a customer's session when they log on again elsewhere (a test that logs on
      // afresh): the page still looks logged on, so ask the bank's session check, which does not
      // count as the customer's activity.
      const headers = { 'X-Channel': 'WEB', 'X-Locale': 'en_GB', 'X-Country': 'GB', 'X-Group-Member': 'UKDIRECT', 'X-Technology': '2G', 'X-Token-Type': 'SESSION_TOKEN' };
      return (await fetch('/gateway/api/v1/status', { headers })).ok;
    });
  } catch {
    return false;
  }
}

/**
 * Returns a journey logged on as `username` with the app at `path` (a hash route such as
 * '/summary/0/transactions'): the file's kept page for that customer when it is still fit, else a
 * new page in a new context logged on through the pages. The demo bank's scenarios are reset first.
 * `viewport` resizes the page (a kept page is resized, not reopened).
 */
export async function startLoggedOn(
  browser: Browser,
  username: string,
  path = '/summary',
  options: { viewport?: { width: number; height: number } } = {},
): Promise<JourneyPage> {
  await resetScenarios();
  const known = kept.get(username);
  let journey: JourneyPage;
  if (known && (await fit(known.journey.page))) {
    journey = known.journey;
    journey.cspViolations.length = 0;
    journey.pageErrors.length = 0;
  } else {
    if (known) await known.journey.context.close().catch(() => undefined);
    journey = await openJourney(browser);
    // A full-page navigation away from a flow with entries would ask; a kept page always leaves.
    journey.page.on('dialog', (d) => void d.accept().catch(() => undefined));
    await logOnAs(journey.page, username);
    kept.set(username, { journey, username });
  }
  if (options.viewport) await journey.page.setViewportSize(options.viewport);
  await goToRoute(journey.page, path);
  return journey;
}

/** The app's router goes to `path` (a same-document hash change: the app keeps its log-on). */
async function goToRoute(page: Page, path: string): Promise<void> {
  const target = `#${path}`;
  if (new URL(page.url()).hash !== target) await page.goto(`/${target}`);
  await waitForRoute(page, path.split('?')[0] ?? path);
}

/** Closes every kept page of this file (a browser's close does it too). */
export async function closeKeptPages(): Promise<void> {
  for (const { journey } of kept.values()) await journey.context.close().catch(() => undefined);
  kept.clear();
}

/**
 * The describe-level form, like journeyPerTest: one browser per file; each test gets a journey
 * logged on as `username` at `path` (startLoggedOn), the page kept for the next test. The demo bank
 * is reset before and after each test. `use` receives each test's journey.
 *
 *   let journey: JourneyPage;
 *   loggedOnPerFile('demo.hardkey', '/summary', (j) => (journey = j));
 */
export function loggedOnPerFile(username: string, path: string, use: (journey: JourneyPage) => void): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeKeptPages();
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('browser did not start');
    use(await startLoggedOn(browser, username, path));
  });
  afterEach(async () => {
    await resetScenarios();
  });
}
