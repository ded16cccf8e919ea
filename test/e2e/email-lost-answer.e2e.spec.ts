import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { logOnAs } from './support/log-on';
import { idempotencyKeyOf } from './support/headers';
import { demoBankTarget } from './support/demo-bank-target';

/**
 * The email change after a lost answer (docs/answers-and-reauthentication.md): leave, come back with
 * the same address, and Try again sends the same code under the same key; the error summary never
 * links to a field that is not on the page.
 */
let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
});

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const lostAnswerEmail = 'lost.answer@example.com';

async function toConfirm(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My details' }).click();
  await page.getByRole('link', { name: 'Change your email address' }).click();
  await page.getByRole('button', { name: 'Change email address' }).click();
  await page.getByLabel('New email address', { exact: true }).fill(lostAnswerEmail);
  await page.getByLabel('Confirm new email address').fill(lostAnswerEmail);
  await page.getByRole('button', { name: 'Continue' }).click();
  await h1(page, 'Check your new email address').waitFor();
}

describe('the email change after a lost answer', () => {
  it('leave and come back: Try again works, with the code sent, under the same key', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await toConfirm(page);
    // The bank holds every change of email address for re-authentication (0004): the field appears.
    await page.getByRole('button', { name: 'Confirm new email address' }).click();
    await page.getByLabel('Re-authentication Security Code').fill('123456');
    await page.getByRole('button', { name: 'Confirm new email address' }).click();
    await page.getByRole('heading', { name: 'We did not get an answer from the bank' }).waitFor();
    await page.getByRole('link', { name: 'Balances', exact: true }).first().click();
    // The lost answer makes leaving ask first (it may have gone through).
    await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
    await h1(page, 'Balances').waitFor();
    await toConfirm(page);
    await page.getByRole('heading', { name: 'We did not get an answer from the bank' }).waitFor();
    // The code sent is held for Try again: no field to fill, and no summary linking to a missing one.
    expect(await page.getByLabel('Re-authentication Security Code').count()).toBe(0);
    await expectNoAxeViolations(page, 'email lost answer, back again');
    await page.getByRole('button', { name: 'Try again' }).click();
    await h1(page, 'Your email address has been changed').waitFor();
    for (const link of await page.getByRole('alert').getByRole('link').all()) {
      const target = (await link.getAttribute('href'))?.replace(/^#/, '') ?? '';
      expect(await page.locator(`[id="${target}"]`).count()).toBe(1);
    }
    const res = await fetch(`${demoBankTarget().wiremockUrl}/__admin/requests/find`, {
      method: 'POST',
      body: JSON.stringify({ method: 'POST', urlPath: '/gateway/api/v2/customers/email-address', bodyPatterns: [{ contains: lostAnswerEmail }] }),
    });
    const { requests } = (await res.json()) as { requests: { headers: Record<string, string>; body: string; loggedDate: number }[] };
    // 0004 without a code, the try whose answer was lost, Try again: one key, and the retry's body is the lost try's.
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map(idempotencyKeyOf)).size).toBe(1);
    const withCode = requests.sort((a, b) => a.loggedDate - b.loggedDate).slice(1);
    expect(new Set(withCode.map((r) => r.body)).size).toBe(1);
    expect(withCode[0]?.body).toContain('123456');
    expectCleanJourney(journey);
  });
});
