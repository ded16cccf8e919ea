import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openJourney, waitUntilSettled, type JourneyPage } from '../support/browser';
import { resetScenarios } from '../support/journey';
import { logOnAs } from '../support/log-on';
import { isActivation, landingProblem, routeOfHash, showsALoader } from './landing';
import { reflowProblemsInPage } from './reflow-check';
import { concrete, isPublic, routePatterns } from './route-table';

/**
 * WCAG 2.2 1.4.10 Reflow and 2.4.11 Focus Not Obscured, over every route of the route
 * table (route-table.ts): at 320 CSS px wide no page scrolls sideways and no control sticks out of
 * it (a table may scroll in its own region), and a Tab walk through each page never leaves the focus
 * wholly under the header or any other fixed or sticky content. Pages for customers not logged on
 * are walked logged off; the rest logged on as demo.hardkey (logged on again whenever a page logs off).
 * A path's :parameters take a value from a link seen on an earlier page, else a demo default.
 * A page that never draws (no h1, a loader left, requests still out) or shows another route than the
 * one opened (unless a known redirect, landing.ts) is a problem: the walk did not look at it.
 */
const viewport = { width: 320, height: 640 };
const tabs = 25;

/** The page has drawn: no request out, no loader left (a page's form arrives after its heading). Throws when it never does. */
async function drawn(page: Page, path: string): Promise<void> {
  await waitUntilSettled(page);
  if (!showsALoader.has(path)) await page.waitForFunction(() => document.querySelector('.loader') === null, null, { timeout: 20_000 });
  await waitUntilSettled(page);
}


/** The page's own problems at this width (reflow-check.ts, run in the page). */
async function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(reflowProblemsInPage);
}

/** Tabs through the page; a focused element wholly under fixed or sticky content is a problem. */
async function focusProblems(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const out = new Set<string>();
  for (let i = 0; i < tabs; i++) {
    await page.keyboard.press('Tab');
    const problem = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      // A statement's PDF frame: headless Chromium downloads a PDF in a frame instead of showing it,
      // so the focus inside it cannot be judged here (the download link beside it is checked).
      if (el.tagName === 'IFRAME') return null;
      const b = el.getBoundingClientRect();
      // What of it is in the viewport.
      const v = { top: Math.max(b.top, 0), bottom: Math.min(b.bottom, innerHeight), left: Math.max(b.left, 0), right: Math.min(b.right, innerWidth) };
      if (v.bottom <= v.top || v.right <= v.left) return `off screen: ${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      for (const other of Array.from(document.querySelectorAll('body *'))) {
        const position = getComputedStyle(other).position;
        if (position !== 'fixed' && position !== 'sticky') continue;
        if (other.contains(el) || el.contains(other)) continue;
        const o = other.getBoundingClientRect();
        if (o.width === 0 || o.height === 0) continue;
        if (o.top <= v.top && o.bottom >= v.bottom && o.left <= v.left && o.right >= v.right)
          return `under ${other.tagName.toLowerCase()}.${other.className}: ${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      }
      return null;
    });
    if (problem) out.add(problem);
  }
  return [...out];
}

describe('reflow at 320 px and focus never hidden, every route', () => {
  let browser: Browser;
  let patterns: string[];
  const seen = new Set<string>();
  const visited = new Set<string>();
  /** Every page drawn, as 'opened -> shown'. */
  const pages: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    patterns = await routePatterns();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Opens one route and says what is wrong with it: never drawn, landed elsewhere, reflow or focus. */
  async function check(page: Page, pattern: string): Promise<string[]> {
    const path = concrete(pattern, seen);
    await page.goto(`/#/${path}`);
    try {
      await page.locator('h1').first().waitFor({ timeout: 20_000 });
      await drawn(page, path);
    } catch (error) {
      return [`/${path}: never drew (${(error instanceof Error ? error.message : String(error)).split('\n')[0]})`];
    }
    const shown = routeOfHash(new URL(page.url()).hash);
    pages.push(`${path} -> ${shown}`);
    for (const href of await page.evaluate(() => Array.from(document.querySelectorAll('a[href^="#/"]')).map((a) => a.getAttribute('href')!.slice(2).split('?')[0]!))) seen.add(href);
    if (process.env.REFLOW_DEBUG) console.log(`${pattern} -> ${shown}`);
    const landing = landingProblem(path, shown);
    if (landing) return [landing];
    // A known redirect to a page already walked: that page's problems are already counted.
    if (visited.has(shown)) return [];
    visited.add(shown);
    // A page still drawing (a form that arrives above the focus, on a loaded machine) is not hidden
    // focus: what a first walk finds is walked again once the page has drawn, and only what both find counts.
    let focus = await focusProblems(page);
    if (focus.length > 0) {
      await drawn(page, path);
      const again = new Set(await focusProblems(page));
      focus = focus.filter((p) => again.has(p));
    }
    return [...(await reflowProblems(page)), ...focus].map((p) => `/${pattern} (shown: /${shown}): ${p}`);
  }

  it('pages for customers not logged on', async () => {
    await resetScenarios();
    const journey: JourneyPage = await openJourney(browser, viewport);
    const problems: string[] = [];
    const publicPatterns = patterns.filter(isPublic);
    for (const pattern of publicPatterns) problems.push(...(await check(journey.page, pattern)));
    await journey.context.close();
    expect(problems).toEqual([]);
    expect(pages).toHaveLength(publicPatterns.length);
  }, 600_000);

  it('pages for a logged-on customer', async () => {
    await resetScenarios();
    let journey: JourneyPage = await openJourney(browser);
    const logOn = async () => {
      journey = await openJourney(browser);
      journey.page.on('dialog', (d) => void d.accept().catch(() => undefined));
      await logOnAs(journey.page, 'demo.hardkey');
      await journey.page.setViewportSize(viewport);
    };
    await journey.context.close();
    await logOn();
    const problems: string[] = [];
    const before = pages.length;
    const loggedOn = patterns.filter((p) => !isPublic(p));
    for (const pattern of [...loggedOn.filter((p) => !isActivation(p)), ...loggedOn.filter(isActivation)]) {
      problems.push(...(await check(journey.page, pattern)));
      const hash = new URL(journey.page.url()).hash;
      // A page that logged the customer off, or handed them over to another service.
      if (/^#\/(authentication|logoff)/.test(hash) || routeOfHash(hash) === '') {
        await journey.context.close();
        await logOn();
      }
    }
    await journey.context.close();
    console.log(`reflow and focus: ${visited.size} pages from ${patterns.length} routes`);
    expect(problems).toEqual([]);
    expect(pages.length - before).toBe(loggedOn.length);
  }, 900_000);
});
