import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openJourney, waitUntilSettled, type JourneyPage } from '../support/browser';
import { resetScenarios } from '../support/journey';
import { logOnAs } from '../support/log-on';
import { routePatterns } from './route-table';

/**
 * Issue 31, WCAG 2.2 1.4.10 Reflow and 2.4.11 Focus Not Obscured, over every route of the route
 * table (route-table.ts): at 320 CSS px wide no page scrolls sideways and no control sticks out of
 * it (a table may scroll in its own region), and a Tab walk through each page never leaves the focus
 * wholly under the header or any other fixed or sticky content. Pages for customers not logged on
 * are walked logged off; the rest logged on as demo.hardkey (logged on again whenever a page logs off).
 * A path's :parameters take a value from a link seen on an earlier page, else a demo default.
 */
const viewport = { width: 320, height: 640 };
const publicPrefixes = ['authentication', 'registration', 'onlinereset', 'offlinereset', 'reset-pin', 'logoff', 'idv', 'not-found'];
const isPublic = (p: string) => p === '' || publicPrefixes.some((x) => p === x || p.startsWith(`${x}/`));
/** A value for a :parameter no link on an earlier page gave. */
const defaults: Record<string, string> = { accountIndex: '0', tab: 'received', section: 'information-sharing', reason: 'timeout', code: 'LOG_0008' };
const tabs = 25;

function concrete(pattern: string, seen: Set<string>): string {
  if (!pattern.includes(':')) return pattern;
  const re = new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
  for (const href of seen) if (re.test(href)) return href;
  // No link gave one: a demo default, else the parameter's name, whatever page the app then shows
  // (its not-found page, a flow's first step) is the one checked.
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => defaults[name] ?? name);
}

/** The page's own problems at this width: sideways scrolling, controls out of the viewport. */
async function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) out.push(`scrolls sideways (${root.scrollWidth} px in ${root.clientWidth})`);
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) if (/(auto|scroll)/.test(getComputedStyle(p).overflowX) && p !== document.body && p !== root) return true;
      return false;
    };
    for (const el of Array.from(document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (el.closest('.visually-hidden, [class*="skip"]')) continue;
      if ((box.right > root.clientWidth + 1 || box.left < -1) && !inScroller(el)) {
        out.push(`clipped: ${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40) || el.getAttribute('aria-label') || el.id}" (${Math.round(box.left)}..${Math.round(box.right)})`);
      }
    }
    return out;
  });
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
  const problems: string[] = [];
  const visited = new Set<string>();

  beforeAll(async () => {
    browser = await launchBrowser();
    patterns = await routePatterns();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function check(page: Page, pattern: string): Promise<void> {
    const path = concrete(pattern, seen);
    await page.goto(`/#/${path}`);
    await page.locator('h1').first().waitFor({ timeout: 20_000 }).catch(() => undefined);
    await waitUntilSettled(page).catch(() => undefined);
    const shown = new URL(page.url()).hash.replace(/^#\//, '').split('?')[0] ?? '';
    for (const href of await page.evaluate(() => Array.from(document.querySelectorAll('a[href^="#/"]')).map((a) => a.getAttribute('href')!.slice(2).split('?')[0]!))) seen.add(href);
    if (process.env.REFLOW_DEBUG) console.log(`${pattern} -> ${shown}`);
    if (visited.has(shown)) return;
    visited.add(shown);
    for (const p of [...(await reflowProblems(page)), ...(await focusProblems(page))]) problems.push(`/${pattern} (shown: /${shown}): ${p}`);
  }

  it('pages for customers not logged on', async () => {
    await resetScenarios();
    const journey: JourneyPage = await openJourney(browser, viewport);
    for (const pattern of patterns.filter(isPublic)) await check(journey.page, pattern);
    await journey.context.close();
  }, 600_000);

  it('pages for a logged-on customer', async () => {
    await resetScenarios();
    let journey: JourneyPage = await openJourney(browser);
    journey.page.on('dialog', (d) => void d.accept().catch(() => undefined));
    await logOnAs(journey.page, 'demo.hardkey');
    await journey.page.setViewportSize(viewport);
    for (const pattern of patterns.filter((p) => !isPublic(p))) {
      await check(journey.page, pattern);
      const hash = new URL(journey.page.url()).hash;
      if (/^#\/(authentication|logoff)/.test(hash)) {
        await journey.context.close();
        journey = await openJourney(browser);
        journey.page.on('dialog', (d) => void d.accept().catch(() => undefined));
        await logOnAs(journey.page, 'demo.hardkey');
        await journey.page.setViewportSize(viewport);
      }
    }
    await journey.context.close();
    console.log(`reflow and focus: ${visited.size} pages from ${patterns.length} routes`);
    expect(problems).toEqual([]);
  }, 900_000);
});
