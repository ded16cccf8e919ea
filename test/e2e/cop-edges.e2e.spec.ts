import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { logOnAs } from './support/log-on';
import { demoBankTarget } from './support/demo-bank-target';
import { pictureFor } from './support/screenshots';

/** Confirmation of Payee's edges (BAMM/PAMM's account type; a time-out is checked again). */
let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
  j.page.on('dialog', (d) => void d.accept());
});

const wiremock = demoBankTarget().wiremockUrl;
const copPath = '/gateway/api/v1/confirmation-of-payee';
const added: string[] = [];

afterEach(async () => {
  for (const id of added.splice(0)) await fetch(`${wiremock}/__admin/mappings/${id}`, { method: 'DELETE' });
});

/** The demo bank has no BAMM or PAMM account: this test adds one answer for its own account number. */
async function stubCloseMatch(accountNumber: string, reasonCode: 'BAMM' | 'PAMM', accountName: string): Promise<void> {
  const res = await fetch(`${wiremock}/__admin/mappings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      priority: 1,
      request: { method: 'POST', urlPath: copPath, bodyPatterns: [{ matchesJsonPath: { expression: '$.accountNumber', equalTo: accountNumber } }] },
      response: {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
        jsonBody: { header: { statusCode: '0000' }, payload: { matched: false, reasonCode, accountName } },
      },
    }),
  });
  added.push(((await res.json()) as { id: string }).id);
}

async function copRequests(): Promise<number> {
  const res = await fetch(`${wiremock}/__admin/requests/find`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method: 'POST', urlPath: copPath }),
  });
  return ((await res.json()) as { requests: unknown[] }).requests.length;
}

async function heading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });
}

async function newPayee(page: Page, name: string, type: 'Personal' | 'Business', account: string): Promise<void> {
  await logOnAs(page, 'demo.hardkey');
  await page.goto('/#/summary/0/move-money');
  await heading(page, 'Move money');
  await page.getByRole('link', { name: 'Pay a person or business by sort code and account number' }).click();
  await heading(page, 'Pay someone new');
  await page.getByLabel("Payee's name").fill(name);
  await page.getByLabel(type, { exact: true }).check();
  await page.getByLabel('Sort code').fill('20-00-00');
  await page.getByLabel('Account number').fill(account);
  await page.getByLabel('Amount').fill('25');
  await page.getByLabel('Reference', { exact: true }).fill('DINNER');
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('Confirmation of Payee edges', () => {
  for (const c of [
    { reason: 'BAMM', typed: 'Personal', account: '66554433', actual: 'Acme Plumbing Ltd', expected: 'Business' },
    { reason: 'PAMM', typed: 'Business', account: '66554422', actual: 'Jane Smith', expected: 'Personal' },
  ] as const) {
    it(`'Use the name on the account' after ${c.reason} pays a ${c.expected.toLowerCase()} account`, async () => {
      const { page } = journey;
      await stubCloseMatch(c.account, c.reason, c.actual);
      await newPayee(page, 'Acme Plumbin', c.typed, c.account);
      await heading(page, "The name doesn't quite match");
      await expectNoAxeViolations(page, `${c.reason} name check`);
      await page.getByRole('button', { name: 'Use the name on the account' }).click();
      await heading(page, /Check and confirm/);
      const review = await page.locator('main').innerText();
      expect(review).toContain(c.actual);
      expect(review).toMatch(new RegExp(`Account type\\s+${c.expected}`));
      await pictureFor(page, `cop-edges-${c.reason}`);
      expectCleanJourney(journey);
    });
  }

  it("after a time-out, 'Try the check again' asks the payee's bank again", async () => {
    const { page } = journey;
    await newPayee(page, 'Any Name', 'Personal', '99999999');
    await heading(page, 'The name could not be checked');
    await expectNoAxeViolations(page, 'time-out name check');
    const before = await copRequests();
    expect(before).toBeGreaterThan(0);
    const again = page.getByRole('button', { name: 'Try the check again' });
    await again.focus();
    await page.keyboard.press('Enter');
    await expect.poll(copRequests, { timeout: 15_000 }).toBeGreaterThan(before);
    await heading(page, 'The name could not be checked');
    await pictureFor(page, 'cop-edges-timeout');
    expectCleanJourney(journey);
  });
});
