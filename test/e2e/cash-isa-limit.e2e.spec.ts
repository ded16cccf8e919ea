import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, type JourneyPage } from './support/browser';
import { journeyPerTest, resetScenarios } from './support/journey';
import { logOnAs } from './support/log-on';
import { demoBankTarget } from './support/demo-bank-target';

/**
 * The cash ISA limit per tax year and age, in the browser, on the first days of 2027/28: the bank's
 * clock and the browser's both at 7 April 2027. From 6 April 2027 a saver under 65 may pay £12,000 into
 * cash ISAs; demo.senior (Mrs Margaret Hardy, born 3 September 1961) is 65 on the tax year's first day,
 * so all £20,000 of the allowance may be cash. The 2026/27 seed's £6,000 paid in is not counted.
 */
const wiremock = demoBankTarget().wiremockUrl;
const firstDaysOf2027to28 = new Date('2027-04-07T10:00:00+01:00');
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

let journey: JourneyPage;
journeyPerTest((j) => (journey = j));

const bankClock = (today: string | null) =>
  fetch(`${wiremock}/__admin/ledger/clock`, { method: today ? 'POST' : 'DELETE', body: today ? JSON.stringify({ today }) : undefined });

afterEach(async () => {
  await bankClock(null);
  await resetScenarios();
});

/** On 7 April 2027 for the bank (before any book is read again) and for the browser, logged on, at the Cash ISA's allowance page. */
async function allowancePageAs(customer: string): Promise<Page> {
  const { page } = journey;
  expect((await bankClock('2027-04-07')).status).toBe(200);
  await resetScenarios();
  await page.clock.setFixedTime(firstDaysOf2027to28);
  await logOnAs(page, customer);
  await page.goto('/#/products/cash-isa');
  await h1(page, 'Cash ISA').waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Apply now' }).click();
  await h1(page, 'Your ISA allowance').waitFor({ timeout: 20_000 });
  return page;
}

/** A fact row's value on the allowance page (a description list). */
const fact = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** What the bank itself says the customer may pay in, read with the page's session and the bank's headers. */
async function bankAllowance(page: Page): Promise<{ allowance: number; taxYear: string; subscribedThisTaxYear: number }> {
  return page.evaluate(async () => {
    const headers = { 'X-Channel': 'WEB', 'X-Locale': 'en_GB', 'X-Country': 'GB', 'X-Group-Member': 'UKDIRECT', 'X-Technology': '2G', 'X-Token-Type': 'SESSION_TOKEN' };
    const res = await fetch('/gateway/api/v1/products/cash-isa/eligibility', { headers });
    return ((await res.json()) as { payload: { allowance: number; taxYear: string; subscribedThisTaxYear: number } }).payload;
  });
}

describe('the cash ISA limit by tax year and age, on 7 April 2027', () => {
  it('demo.senior, 65 on 6 April 2027: the page and the bank both give £20,000.00 for 2027/28, say why, take £20,000.00 and refuse £20,000.01 with what is left', async () => {
    const page = await allowancePageAs('demo.senior');
    await expect.poll(() => fact(page, 'Tax year').textContent()).toMatch(/^2027\/28/);
    expect(await fact(page, 'Cash ISA limit this tax year').textContent()).toBe('£20,000.00');
    expect(await fact(page, 'Paid in with us this tax year').textContent()).toBe('£0.00');
    expect(await fact(page, 'Left to pay in this tax year').textContent()).toBe('£20,000.00');
    await page.getByText('You were 65 or over on Tuesday 6 April 2027, so you can pay all of your £20,000.00 ISA allowance into cash ISAs this tax year (savers under 65 can pay in £12,000.00).').waitFor();
    expect(await bankAllowance(page)).toMatchObject({ allowance: 2_000_000, taxYear: '2027/28', subscribedThisTaxYear: 0 });
    await expectNoAxeViolations(page, 'Cash ISA allowance at 65 in 2027/28');

    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Apply for a Cash ISA').waitFor();
    await page.getByLabel('National Insurance number').fill('QQ123456C');
    await page.getByLabel('First deposit').fill('20000.01');
    await page.getByLabel('First deposit').press('Tab');
    await page.getByText('You can pay in up to £20,000.00 more this tax year.', { exact: false }).first().waitFor();
    await page.getByLabel('Which account should it come from?').selectOption('HK-CUR-001');
    await page.getByLabel('I make the ISA declaration and give the authorisation above').check();
    await page.getByLabel('I have received and read the FSCS information sheet').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'You can pay in up to £20,000.00 more this tax year. Enter a first deposit of £20,000.00 or less.' }).waitFor();
    await page.getByLabel('First deposit').fill('20000.00');
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check your answers before applying').waitFor({ timeout: 20_000 });
    expectCleanJourney(journey);
  });

  it('demo.hardkey, under 65: £12,000.00 for 2027/28 on the page and at the bank, the 2026/27 £6,000.00 not counted, £12,000.01 refused with what is left', async () => {
    const page = await allowancePageAs('demo.hardkey');
    await expect.poll(() => fact(page, 'Tax year').textContent()).toMatch(/^2027\/28/);
    expect(await fact(page, 'Cash ISA limit this tax year').textContent()).toBe('£12,000.00');
    expect(await fact(page, 'Paid in with us this tax year').textContent()).toBe('£0.00');
    await page.getByText(/From Tuesday 6 April 2027, savers under 65 can pay up to £12,000\.00 of the £20,000\.00 ISA allowance into cash ISAs/).waitFor();
    expect(await bankAllowance(page)).toMatchObject({ allowance: 1_200_000, taxYear: '2027/28', subscribedThisTaxYear: 0 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Apply for a Cash ISA').waitFor();
    await page.getByLabel('First deposit').fill('12000.01');
    await page.getByLabel('First deposit').press('Tab');
    await page.getByText('You can pay in up to £12,000.00 more this tax year.', { exact: false }).first().waitFor();
    expectCleanJourney(journey);
  });
});
