import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { logOnAs, waitForRoute } from './support/log-on';
import { confirmThroughReauthentication } from './support/reauthentication';

let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
});

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function toConfirm(page: Page, address: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My details' }).click();
  await h1(page, 'My details').waitFor();
  await page.getByRole('link', { name: 'Change your email address' }).click();
  await page.getByRole('button', { name: 'Change email address' }).click();
  await page.getByLabel('New email address', { exact: true }).fill(address);
  await page.getByLabel('Confirm new email address').fill(address);
  await page.getByRole('button', { name: 'Continue' }).click();
  await h1(page, 'Check your new email address').waitFor();
}

/**
 * no personal data in the address bar (history, logs), and the change held by the bank for
 * re-authentication (0004): the Re-authentication field of every other change, one key for every try.
 */
describe('the email change (demo.hardkey)', { timeout: 180_000 }, () => {
  it('email-details/{editEmail} takes nothing from the address bar, and the address leaves history', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await page.goto('/#/email-details/alex.h%40example.org');
    await waitForRoute(page, '/email-details/edit', 30_000);
    const field = page.getByLabel('New email address', { exact: true });
    await field.waitFor();
    expect(await field.inputValue()).toBe('');
    expect(page.url()).not.toContain('example.org');
    expect(await page.evaluate(() => document.body.innerText)).not.toContain('alex.h@example.org');
    expectCleanJourney(journey);
  });

  it('is held for re-authentication (0004): the Re-authentication field appears, a wrong code changes nothing, the right one changes it once under one key', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await toConfirm(page, 'alex.h@example.org');
    await expectNoAxeViolations(page, 'email confirm');
    await confirmThroughReauthentication(page, {
      name: 'email change',
      confirm: 'Confirm new email address',
      method: 'POST',
      path: /\/v2\/customers\/email-address$/,
      done: (p) => h1(p, 'Your email address has been changed').waitFor({ timeout: 30_000 }),
    });
    // The bank holds the new address: My details shows it.
    await page.getByRole('link', { name: 'Back to My details' }).click();
    await h1(page, 'My details').waitFor();
    await page.getByText('alex.h@example.org').waitFor();
    expectCleanJourney(journey);
  });
});
