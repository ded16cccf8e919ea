import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoAxeViolations, launchBrowser } from './support/browser';
import { resetScenarios } from './support/journey';
import { logOnAs } from './support/log-on';
import { fillDate } from './support/dates';
import { demoBankTarget } from './support/demo-bank-target';

/**
 * The bank's clock: a customer in New York at 20:00 on 23 November is at 01:00 on
 * the 24th in London, and the app shows the bank's 24th, not the browser's 23rd. Chromium runs in
 * America/New_York with Date frozen at that instant (playwright's page.clock.setFixedTime: timers
 * still run, so the session and the loaders behave as usual).
 */
const newYorkEvening = new Date('2026-11-23T20:00:00-05:00');

let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await resetScenarios();
  pageErrors.length = 0;
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: demoBankTarget().baseUrl, timezoneId: 'America/New_York', ignoreHTTPSErrors: true });
  page = await context.newPage();
  page.on('pageerror', (err) => pageErrors.push(String(err)));
  await page.clock.setFixedTime(newYorkEvening);
});
afterEach(async () => {
  await context?.close();
  await resetScenarios();
});

describe("the bank's day in Chromium in New York at 20:00 on 23 November", () => {
  it("shows the bank's 24th: the transactions' latest date, and a standing order from the 25th", async () => {
    await logOnAs(page, 'demo.hardkey');
    // The browser's own day is the 23rd: what the app shows below is the bank's, not the browser's.
    expect(await page.evaluate(() => [new Date().getDate(), Intl.DateTimeFormat().resolvedOptions().timeZone])).toEqual([23, 'America/New_York']);

    await page.goto('/#/summary/0/transactions');
    // The date inputs' example is the bank's today, as the customer would type it.
    const to = page.getByRole('group', { name: 'To', exact: true });
    await to.waitFor({ timeout: 20_000 });
    await to.getByText('For example, 24 11 2026', { exact: true }).waitFor({ timeout: 15_000 });

    await page.goto('/#/summary/0/move-money');
    await page.getByRole('heading', { level: 1, name: 'Move money' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Standing order to a person' }).click();
    await page.getByRole('heading', { level: 1, name: 'Set up a standing order to a person' }).waitFor({ timeout: 20_000 });
    await page.getByText('Tomorrow (Wednesday 25 November 2026) or later, for example 25 11 2026.', { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'standing order details in New York');

    // The browser's 'tomorrow' (the 24th) is the bank's today: refused as today, not accepted.
    await fillDate(page, 'First payment date', '2026-11-24');
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    await continueButton.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'A standing order cannot start today. Enter tomorrow or a later date.' }).waitFor({ timeout: 15_000 });
    // The browser's today (the 23rd) is in the bank's past.
    await fillDate(page, 'First payment date', '2026-11-23');
    await continueButton.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'The date cannot be in the past. Enter today or a later date.' }).waitFor({ timeout: 15_000 });
    expect(pageErrors).toEqual([]);
  });
});
