import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, launchBrowser, openJourney } from './support/browser';
import { demoBankTarget } from './support/demo-bank-target';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('shell: skip link, shared components and panels', () => {
  it('reaches the skip link first by keyboard and it moves focus to main without changing the route', async () => {
    const journey = await openJourney(browser);
    const { page } = journey;
    await page.goto('/#/not-found');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
    expect(focused).toContain('Skip to main content');
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'skip link focused');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    expect(new URL(page.url()).hash).toBe('#/not-found');
    expect(await page.title()).toBe('Page not found - Online Banking');
    expectCleanJourney(journey);
    await journey.context.close();
  });

  it('shows the error panels, the loader and the form pieces, all passing axe', async () => {
    const journey = await openJourney(browser);
    const { page } = journey;
    await page.goto('/#/gel');
    await page.getByRole('heading', { name: 'GEL components', level: 1 }).waitFor();
    for (const code of ['FD001T', 'FD999T', 'FD892T']) {
      await page.getByText(`quote error code ${code}.`).waitFor();
    }
    expect(await page.getByRole('heading', { name: "It's us, not you." }).count()).toBeGreaterThanOrEqual(3);
    await page.getByText('(FD890T)').first().waitFor();
    await page.getByText('(AP004T)').waitFor();
    await expectNoAxeViolations(page, 'gel components');

    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.waitFor();
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.title()).toMatch(/^Error: /);
    await expectNoAxeViolations(page, 'form with error summary');
    await summary.getByRole('link', { name: 'Enter an amount in pounds, like 25 or 25.50' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('gel-amount');

    await page.getByRole('button', { name: 'Open a modal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgotten your username?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'modal open');
    const tracked = await page.evaluate(() =>
      (window as unknown as { bankDataLayer?: { event?: { action: string; category: string } }[] }).bankDataLayer?.filter(
        (r) => r.event?.action === 'popup' && r.event.category === 'content',
      ).length,
    );
    expect(tracked).toBe(1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Open a modal');

    // Balances leaves the page (where /summary sends a customer who is not logged on is not ours to test).
    await page.getByRole('button', { name: 'Balances' }).first().click();
    await page.waitForFunction(() => window.location.hash !== '#/gel');
    expectCleanJourney(journey);
    await journey.context.close();
  });

  it('asks Stay or Leave when leaving a guarded page', async () => {
    const journey = await openJourney(browser);
    const { page } = journey;
    await page.goto('/#/gel');
    await page.getByRole('checkbox', { name: 'Warn me before I leave this page' }).check();
    const balances = page.getByRole('button', { name: 'Balances' }).first();
    await balances.click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to leave this section?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'leave-section modal');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).toBe('#/gel');
    await balances.click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.waitForFunction(() => window.location.hash !== '#/gel');
    expect(await dialog.count()).toBe(0);
    expectCleanJourney(journey);
    await journey.context.close();
  });

  it('fits a 375 px phone without sideways scrolling and passes axe', async () => {
    const journey = await openJourney(browser, { width: 375, height: 812 });
    const { page } = journey;
    await page.goto('/#/gel');
    await page.getByRole('heading', { name: 'GEL components', level: 1 }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'gel at 375px');
    await page.goto('/#/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectNoAxeViolations(page, 'not-found at 375px');
    expectCleanJourney(journey);
    await journey.context.close();
  });

  it('shows the content-load error page with a code when content cannot be loaded', async () => {
    // A higher-priority stub breaks the content master for this journey only; removed afterwards.
    const admin = `${demoBankTarget().wiremockUrl}/__admin/mappings`;
    const created = await fetch(admin, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ priority: 1, request: { method: 'GET', urlPath: '/content/master.json' }, response: { status: 500 } }),
    });
    const { id } = (await created.json()) as { id: string };
    try {
      const journey = await openJourney(browser);
      const { page } = journey;
      await page.goto('/#/not-found');
      await page.getByRole('heading', { name: "It's us, not you." }).waitFor({ timeout: 60_000 });
      expect(await page.getByText(/quote error code [A-Z0-9]+\./).count()).toBe(1);
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      await expectNoAxeViolations(page, 'content-load error page');
      expect(journey.pageErrors).toEqual([]);
      expect(journey.cspViolations).toEqual([]);
      await journey.context.close();
    } finally {
      await fetch(`${admin}/${id}`, { method: 'DELETE' });
    }
  });
});
