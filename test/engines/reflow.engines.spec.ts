import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { reflowProblemsInPage } from '../e2e/reflow/reflow-check';
import { isActivation, landingProblem, routeOfHash, showsALoader } from '../e2e/reflow/landing';
import { concrete, isPublic, routePatterns } from '../e2e/reflow/route-table';
import { checkJournalThenReset, withLogOnRequests } from './demo-bank';
import type { EngineDriver, EngineName } from './driver.port';
import { domQuiet, logOn as logOnIn, waitUntil } from './journeys';
import { launchPuppeteer } from './puppeteer.adapter';
import { launchWebKit } from './webdriver.adapter';

/**
 * WCAG 2.2 1.4.10 Reflow in the other engines: every route of the route table
 * (test/e2e/reflow/route-table.ts; Chromium's walk is test/e2e/reflow/reflow-and-focus.e2e.spec.ts)
 * at 320 CSS px in Firefox, and in WebKit at its narrowest (WebKitGTK's MiniBrowser window does not
 * go below about 447 px: the width used is printed). The same in-page check as Chromium's
 * (reflow-check.ts): no sideways scrolling, no control out of the viewport. Pages for customers not
 * logged on are opened logged off; the rest logged on as demo.hardkey, again whenever a page logs off.
 * As Chromium's walk, a page that never draws or shows another route than the one opened (unless a
 * known redirect, test/e2e/reflow/landing.ts) is a problem, and a :parameter takes a linked value.
 */
const wanted = (process.env.ENGINES ?? 'chromium,firefox,webkit').split(',').map((e) => e.trim());
const engines = (['firefox', 'webkit'] as const).filter((e) => wanted.includes(e));
const launch = (engine: EngineName) => (engine === 'webkit' ? launchWebKit() : launchPuppeteer(engine));

// ENGINES without firefox or webkit (ENGINES=chromium): the walk is Chromium's e2e; this file then
// shows one skipped suite rather than none (vitest fails a file with no suite).
describe.skipIf(engines.length === 0).each(engines.length > 0 ? engines : (['firefox'] as const))('%s at its narrowest', (engine) => {
  let d: EngineDriver;
  let width = 0;
  const baseUrl = inject('baseUrl');
  /** A log-on; a failed one says what the demo bank received. */
  const logOn = (driver: EngineDriver, url: string, username: string) =>
    logOnIn(driver, url, username).catch(async (error: unknown) => {
      throw await withLogOnRequests(inject('wiremockUrl'), error);
    });

  beforeAll(async () => {
    await checkJournalThenReset(inject('wiremockUrl'), `${engine}'s reflow walk`);
    d = await launch(engine);
  });
  afterAll(async () => {
    await d?.close();
  });

  /** Links seen on the pages walked: a later path's :parameters take their values. */
  const seen = new Set<string>();

  /** Opens `pattern` in the app's router, waits for its h1 and no loader, and says what is wrong with it. */
  async function problemsOf(pattern: string): Promise<string[]> {
    const path = concrete(pattern, seen);
    await d.evaluate((p) => {
      window.location.hash = `#/${p}`;
    }, path);
    const loaderShown = showsALoader.has(path);
    try {
      await waitUntil(d, `the page /${path}`, (l) => document.querySelector('h1') !== null && (l || document.querySelector('.loader') === null), loaderShown, 20_000);
    } catch (error) {
      return [`/${path}: never drew (${(error instanceof Error ? error.message : String(error)).split('\n')[0]})`];
    }
    // A page's late content (a list after its loader) settles: the walk goes on once the page has
    // gone 150 ms without a change (at most 3 s), not after a fixed time.
    await d.evaluate(domQuiet, { quietMs: 150, limitMs: 3_000 });
    if (await d.evaluate(() => document.querySelector('.route-progress') !== null, null)) {
      // The router still loading the route's code (its progress bar up): what shows is the page
      // before, and a move the route makes (the index's to the log-on page) would come once the walk
      // had opened the next page (seen under load: /authentication showed /authentication/username).
      try {
        await waitUntil(d, `the router to load /${path}`, () => document.querySelector('.route-progress') === null, null, 20_000);
      } catch (error) {
        return [`/${path}: never drew (${(error instanceof Error ? error.message : String(error)).split('\n')[0]})`];
      }
      await d.evaluate(domQuiet, { quietMs: 150, limitMs: 3_000 });
    }
    let shown = routeOfHash(await d.evaluate(() => location.hash, null));
    if (landingProblem(path, shown)) {
      // Read in the middle of a move (a redirect's second step, the router putting back the address
      // while it asks its leave guard) on a slow machine: judged once the page has gone 500 ms
      // without a change. A page that never draws, or stays elsewhere, is still a problem.
      await d.evaluate(domQuiet, { quietMs: 500, limitMs: 3_000 });
      shown = routeOfHash(await d.evaluate(() => location.hash, null));
    }
    for (const href of await d.evaluate(() => Array.from(document.querySelectorAll('a[href^="#/"]')).map((a) => a.getAttribute('href')!.slice(2).split('?')[0]!), null)) seen.add(href);
    const landing = landingProblem(path, shown);
    if (landing) return [landing];
    return (await d.evaluate(reflowProblemsInPage, null)).map((p) => `/${path} (shown: /${shown}): ${p}`);
  }

  it('no page of the route table scrolls sideways or clips a control', async () => {
    const patterns = await routePatterns();
    const problems: string[] = [];
    // Logged off: a full load of the log-on page first, then each public page in the app's router.
    // The window is made narrow with a page open (WebKitGTK measures a window with no page as 1280).
    await d.open(`${baseUrl}/?reflow#/authentication/username`);
    width = await d.resize(320, 640);
    expect(width, `${engine}'s narrowest layout width`).toBeLessThanOrEqual(engine === 'firefox' ? 320 : 460);
    // The HTML's log-on form is the prerendered frame until the app's first render replaces it (its
    // loader is the frame's alone). The walk starts on the app's page: a route opened while the app
    // was still starting was moved on by its start-up (seen under load: /authentication showed
    // /authentication/username).
    await waitUntil(d, 'the app to take over the log-on frame', () => document.querySelector('.startup-frame__loader') === null, null, 30_000);
    await d.evaluate(domQuiet, { quietMs: 300, limitMs: 5_000 });
    for (const pattern of patterns.filter(isPublic)) problems.push(...(await problemsOf(pattern)));
    await logOn(d, baseUrl, 'demo.hardkey');
    let pages = 0;
    const loggedOn = patterns.filter((p) => !isPublic(p));
    for (const pattern of [...loggedOn.filter((p) => !isActivation(p)), ...loggedOn.filter(isActivation)]) {
      problems.push(...(await problemsOf(pattern)));
      pages += 1;
      const hash = await d.evaluate(() => location.hash, null);
      // A page that logged the customer off, or handed them over to another service.
      if (/^#\/(authentication|logoff)/.test(hash) || routeOfHash(hash) === '') await logOn(d, baseUrl, 'demo.hardkey');
    }
    console.log(`${engine} reflow at ${width} px: ${patterns.length} routes, ${pages} logged on`);
    expect(problems).toEqual([]);
  }, 900_000);
});
