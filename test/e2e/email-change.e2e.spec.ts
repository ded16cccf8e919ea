import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { logOnAs, waitForRoute } from './support/log-on';
import { clearJournal, requestsTo } from './support/wiremock-journal';

let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
});

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const emailChanges = () => requestsTo('POST', /\/v2\/customers\/email-address$/);

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
 * no personal data in the address bar (history, logs), and the change confirmed
 * with the Re-authentication Security Code as the other security details are.
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

  it('asks for the Re-authentication Security Code; a wrong one changes nothing and is cleared; the right one changes it', async () => {
    const { page } = journey;
    const codes: (string | undefined)[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/v2/customers/email-address'))
        codes.push((JSON.parse(r.postData() ?? '{}') as { reauthenticationCode?: string }).reauthenticationCode);
    });
    await logOnAs(page, 'demo.hardkey');
    await toConfirm(page, 'alex.h@example.org');
    const code = page.getByRole('textbox', { name: 'Re-authentication Security Code' });
    await code.waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'email confirm with the code');

    await clearJournal();
    await page.getByRole('button', { name: 'Confirm new email address' }).click();
    await page.getByRole('alert').filter({ hasText: 'There is a problem' }).waitFor();
    expect(await emailChanges(), 'nothing sent without a code').toEqual([]);
    await expectNoAxeViolations(page, 'email confirm: no code');

    await code.fill('000000');
    await page.getByRole('button', { name: 'Confirm new email address' }).click();
    await page.getByText(/incorrect Re-authentication Security Code/).first().waitFor({ timeout: 30_000 });
    await expect.poll(() => code.inputValue()).toBe('');

    await code.fill('123456');
    await page.getByRole('button', { name: 'Confirm new email address' }).click();
    await h1(page, 'Your email address has been changed').waitFor({ timeout: 30_000 });
    expect(codes).toEqual(['000000', '123456']);
    expectCleanJourney(journey);
  });
});
