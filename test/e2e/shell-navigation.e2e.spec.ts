import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, launchBrowser, openJourney } from './support/browser';
import { logOnAs } from './support/log-on';

let browser: Browser;

async function resetScenarios(): Promise<void> {
  await fetch(`${inject('wiremockUrl')}/__admin/scenarios/reset`, { method: 'POST' });
}

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
