import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, launchBrowser, openJourney } from './support/browser';
import { resetScenarios } from './support/journey';
import { continueWithUsername, enterPasswordStep, enterSecureTokenStep, logOnAs, waitForRoute } from './support/log-on';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(resetScenarios);
afterEach(resetScenarios);

describe('shell navigation at CAM40', () => {
  it('has no sidebar before log-on and shows it, with Balances and Log off, after', async () => {
    const journey = await openJourney(browser);
    const { page } = journey;
    await page.goto('/#/not-found');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await logOnAs(page, 'demo.hardkey');
    await page.getByRole('heading', { level: 1, name: 'Balances' }).waitFor({ timeout: 20_000 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    expect(await nav.getByRole('link', { name: 'Balances' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Menu' }).count()).toBe(0);
    await nav.getByRole('button', { name: 'Log off' }).click();
    await page.getByRole('dialog').waitFor();
    await expectNoAxeViolations(page, 'log-off confirm from the sidebar');
    expectCleanJourney(journey);
    await journey.context.close();
  });

  it('puts the sidebar behind a Menu button at 375 px', async () => {
    const journey = await openJourney(browser, { width: 375, height: 812 });
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await page.getByRole('heading', { level: 1, name: 'Balances' }).waitFor({ timeout: 20_000 });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await expectNoAxeViolations(page, 'balances at 375px, menu closed');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'balances at 375px, menu open');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await nav.getByRole('link', { name: 'Balances' }).click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expectCleanJourney(journey);
    await journey.context.close();
  });
});

describe('the log-on page and the areas', () => {
  it('loads no area until the customer acts, fetches them while stage 1 is typed, and a fresh deep link still lands on its page', async () => {
    const journey = await openJourney(browser);
    const { page } = journey;
    const scripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js')) scripts.push(path);
    });
    await page.goto('/#/authentication/username');
    const field = page.getByLabel('Username', { exact: true });
    await field.waitFor();
    await page.waitForLoadState('networkidle');
    // The log-on page itself: the entry, stage 1 and its form kit, no registry and no area.
    expect(scripts.filter((s) => /lazy-areas|\.module-/.test(s))).toEqual([]);
    expect(scripts.length).toBeLessThanOrEqual(3);
    // The first key fetches the registry and stage 2's area in the background.
    const registry = page.waitForRequest((r) => /\/lazy-areas-[\w-]+\.js$/.test(new URL(r.url()).pathname));
    const stages = page.waitForRequest((r) => /\/log-on-stages\.module-[\w-]+\.js$/.test(new URL(r.url()).pathname));
    await field.press('d');
    await Promise.all([registry, stages]);
    await journey.context.close();

    // A deep link on a fresh load: log on first, then the page asked for.
    const fresh = await openJourney(browser);
    await fresh.page.goto('/#/summary/0/transactions');
    await waitForRoute(fresh.page, '/authentication/username');
    await continueWithUsername(fresh.page, 'demo.hardkey');
    await enterPasswordStep(fresh.page);
    await waitForRoute(fresh.page, '/authentication/securetoken');
    await enterSecureTokenStep(fresh.page);
    await waitForRoute(fresh.page, '/summary/0/transactions', 30_000);
    await fresh.page.locator('.account-header__balance').waitFor({ timeout: 20_000 });
    expectCleanJourney(fresh);
    await fresh.context.close();
  });
});
