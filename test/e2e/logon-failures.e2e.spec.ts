import { describe, expect, it } from 'vitest';
import { expectCleanJourney, expectNoAxeViolations, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { enterPasswordStep, enterSecureTokenStep, enterUsername, openUsernamePage, waitForRoute } from './support/log-on';
import { demoBankTarget } from './support/demo-bank-target';

const mismatch = "The details you've entered don't match our records.";
let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
});

/** Waits until the demo bank has received `count` password posts since the last reset. */
async function waitForPasswordPosts(count: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await fetch(`${demoBankTarget().wiremockUrl}/__admin/requests/count`, {
          method: 'POST',
          body: JSON.stringify({ method: 'POST', urlPath: '/gateway/idv/logon/password' }),
        });
        return ((await response.json()) as { count: number }).count;
      },
      { timeout: 15_000, interval: 100, message: `the demo bank never received ${count} password posts` },
    )
    .toBeGreaterThanOrEqual(count);
}

/** Whether focus is on the GOV.UK error summary (role alert, 'There is a problem'). */
const summaryFocused = (page: JourneyPage['page']) => page.evaluate(() => document.activeElement?.classList.contains('error-summary') ?? false);

describe('failed log-on', () => {
  it('an empty username submitted with Enter moves focus to the error summary, every time', async () => {
    const { page } = journey;
    await openUsernamePage(page);
    const field = page.getByLabel('Username', { exact: true });
    await field.press('Enter');
    await page.getByRole('link', { name: "We don't recognise the username you've entered, is it right?" }).waitFor();
    expect(await summaryFocused(page)).toBe(true);
    expect(await page.title()).toMatch(/^Error: /);
    await field.press('Enter');
    expect(await summaryFocused(page)).toBe(true);
    expectCleanJourney(journey);
  });

  it('shows field errors and the error summary, which takes focus', async () => {
    const { page } = journey;
    await enterUsername(page, 'demo.hardkey');
    await page.waitForFunction(() => !(document.getElementById('password-char-2') as HTMLInputElement | null)?.disabled);
    await page.getByLabel('2nd', { exact: true }).fill('e');
    // Log on is aria-disabled while the form is invalid; Enter still submits, which shows the errors.
    await page.getByLabel('2nd', { exact: true }).press('Enter');
    await page.getByRole('link', { name: 'Please enter the requested password characters' }).waitFor();
    expect(await summaryFocused(page)).toBe(true);
    expect(await page.title()).toMatch(/^Error: /);
    await expectNoAxeViolations(page, 'password with field errors');
    expectCleanJourney(journey);
  });

  it('wrong password characters get the details mismatch, never naming the element', async () => {
    const { page } = journey;
    await enterUsername(page, 'demo.hardkey');
    await enterPasswordStep(page, 'Xxxxxxxxxxx');
    const panel = page.getByRole('alert').filter({ hasText: 'One or more errors must be corrected' });
    await panel.waitFor();
    expect(await panel.textContent()).toContain(mismatch);
    expect(await panel.textContent()).not.toMatch(/password|memorable|character/i);
    await expectNoAxeViolations(page, 'details mismatch');
    expectCleanJourney(journey);
  });

  it('a wrong memorable answer at the code step gets the same mismatch', async () => {
    const { page } = journey;
    await enterUsername(page, 'demo.hardkey');
    await enterPasswordStep(page);
    await waitForRoute(page, '/authentication/securetoken');
    await enterSecureTokenStep(page, '123456', 'Wrong answer');
    const panel = page.getByRole('alert').filter({ hasText: 'One or more errors must be corrected' });
    await panel.waitFor();
    expect(await panel.textContent()).toContain(mismatch);
    await expectNoAxeViolations(page, 'mismatch at code step');
    expectCleanJourney(journey);
  });

  it('code 000000 gets the LOG_0008 panel with its tips', async () => {
    const { page } = journey;
    await enterUsername(page, 'demo.appkey');
    await enterPasswordStep(page);
    await waitForRoute(page, '/authentication/securetoken');
    await enterSecureTokenStep(page, '000000');
    const panel = page.getByRole('alert').filter({
      hasText: "You won't be able to access Digital Banking if you enter your details incorrectly too many times.",
    });
    await panel.waitFor();
    expect(await panel.textContent()).toContain('An incorrect Digital Secure Key password generates an invalid log-on security code.');
    await expectNoAxeViolations(page, 'LOG_0008 panel');
    expectCleanJourney(journey);
  });

  it('locks the customer on the fifth failure in a row, with a warning before it', async () => {
    const { page } = journey;
    await enterUsername(page, 'demo.appkey');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await enterPasswordStep(page, 'Xxxxxxxxxxx');
      await waitForPasswordPosts(attempt);
      await page.waitForFunction(() => document.querySelector('form')?.getAttribute('aria-busy') === 'false');
      await page.getByRole('alert').filter({ hasText: 'One or more errors must be corrected' }).waitFor();
    }
    await page.getByText('If your details are entered incorrectly once more', { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'last-try warning');
    await enterPasswordStep(page, 'Xxxxxxxxxxx');
    await waitForRoute(page, '/logoff/locked');
    await page.getByRole('heading', { level: 1, name: 'Your Online Banking is locked' }).waitFor();
    expectCleanJourney(journey);
  });
});
