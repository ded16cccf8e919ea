import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { logOnAs, waitForRoute } from './support/log-on';
import { clearJournal, requestsTo } from './support/wiremock-journal';

/** The manage-account forms go through send-allowed, and the pages use the spec's words. */
let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
  j.page.on('dialog', (d) => void d.accept());
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });
const next = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true }).click();

/** Once in the error summary, once beside the field (GOV.UK pattern). */
async function expectFieldError(page: Page, message: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: 'There is a problem' }).getByRole('link', { name: message }).first().waitFor();
  await page.locator('.field-error', { hasText: message }).first().waitFor();
}

describe('docs/rules/field-validation.md words', () => {
  it("registration's account and card number messages are the spec's", async () => {
    const { page } = journey;
    await page.goto('/#/registration');
    await heading(page, 'Register for Online Banking');
    await next(page);
    await heading(page, 'Your details');
    await page.getByLabel('Sort code and account number').check();
    await page.getByLabel('Sort code', { exact: true }).fill('40-12-76');
    await page.getByLabel('Account number', { exact: true }).fill('4123');
    await page.getByLabel('Telephone password').fill('Thames');
    await next(page);
    await expectFieldError(page, 'Sorry, the account number you have entered is not valid');
    await expectNoAxeViolations(page, 'registration: account number not valid');

    await page.getByLabel('Credit card number').check();
    await page.getByRole('textbox', { name: 'Credit card number' }).fill('4929 0000');
    await next(page);
    await expectFieldError(page, 'Sorry, the credit card number you have entered is not valid');
    expectCleanJourney(journey);
  });

  it("a missing roll number says 'This field requires a value'", async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await page.goto('/#/summary/0/move-money/new-payment');
    await heading(page, 'Pay someone new');
    await page.getByLabel("Payee's name").fill('Nationwide');
    await page.getByLabel('Personal', { exact: true }).check();
    await page.getByLabel('Sort code').fill('07-00-93');
    await page.getByLabel('Account number').fill('33333334');
    await page.getByLabel('Amount').fill('10');
    await page.getByLabel('Reference', { exact: true }).fill('SAVINGS');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Roll number or building society reference').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectFieldError(page, 'This field requires a value');
    await expectNoAxeViolations(page, 'roll number missing');
    expectCleanJourney(journey);
  });
});

describe('manage-account forms go through send-allowed (docs/rules/customer-states.md)', () => {
  it('demo.appkey, for whom send-allowed fails, is sent back to Manage account and nothing is sent', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.appkey');
    await clearJournal();
    await page.goto('/#/summary/0/manage-account/travel/message/travel');
    await waitForRoute(page, '/summary/0/manage-account');
    await heading(page, 'Manage account');
    await page.getByText('Sorry, you cannot send us a secure message at the moment. Please call us instead.').waitFor();
    await expectNoAxeViolations(page, 'manage account: send not allowed');
    expect(await page.getByLabel('Where are you going?').count()).toBe(0);
    expect(await requestsTo('GET', /\/v1\/messages\/send-allowed$/)).toHaveLength(1);
    expect(await requestsTo('POST', /message/)).toEqual([]);
    expectCleanJourney(journey);
  });
});
