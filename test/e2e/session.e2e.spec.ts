import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, waitUntilSettled, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { logOnAs, waitForRoute } from './support/log-on';
import { demoBankTarget } from './support/demo-bank-target';
import { requestsTo } from './support/wiremock-journal';

let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
});

const admin = (path: string, init?: RequestInit) => fetch(`${demoBankTarget().wiremockUrl}/__admin${path}`, init);
/** Switches the demo bank's session check answer (docs/api/session.md). */
const setSessionState = (state: 'expired' | 'multiple-login') =>
  admin('/scenarios/session/state', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ state }) });

/**
 * Time in the page runs on Playwright's clock, so the 60 s check cadence and the 5 minute inactivity
 * limit are the production values, fast-forwarded rather than waited for or shortened.
 */
async function logOnWithClock(page: Page, username = 'demo.hardkey'): Promise<void> {
  await page.clock.install();
  await logOnAs(page, username);
  // Balances on screen before time jumps: a jump while the accounts area is still downloading is a
  // stalled download, which the 120 s chunk time-out rightly ends on the error page.
  await page.getByRole('heading', { level: 1, name: 'Balances' }).waitFor();
}

describe('session', () => {
  it('opens the session-timeout modal when the demo bank ends the session, and logs on again', async () => {
    const { page } = journey;
    await logOnWithClock(page);
    expect((await setSessionState('expired')).ok).toBe(true);
    await page.clock.fastForward(61_000);
    const dialog = page.getByRole('alertdialog', { name: 'Your session has ended' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'session-timeout modal');
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Log on again' }).click();
    await waitForRoute(page, '/authentication/username');
    await page.getByRole('heading', { name: 'Welcome to Online Banking' }).waitFor();
    // The modal closes as the username page arrives, not necessarily in the same frame.
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    expectCleanJourney(journey);
  });

  it('logs off to /logoff/multiple-login when the check says the customer logged on elsewhere', async () => {
    const { page } = journey;
    await logOnWithClock(page);
    await setSessionState('multiple-login');
    await page.clock.fastForward(61_000);
    await waitForRoute(page, '/logoff/multiple-login');
    expectCleanJourney(journey);
  });

  it("warns before the inactivity log-off, stays logged on with one action (the bank's session extended), then logs off after 5 idle minutes", async () => {
    const { page } = journey;
    await logOnWithClock(page);
    await page.clock.fastForward('04:01');
    // An alert dialog that takes focus and says how long is left.
    const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
    await warning.waitFor();
    expect(await warning.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await warning.getByRole('button').count()).toBe(1);
    await expect.poll(() => warning.getByRole('timer').textContent()).toMatch(/You will be logged off in \d+ seconds?\./);
    await expectNoAxeViolations(page, 'inactivity warning');
    const keepAlives = async () => (await requestsTo('GET', /\/session\/keep-alive$/)).length;
    const before = await keepAlives();
    await warning.getByRole('button', { name: 'Stay logged on' }).click();
    await warning.waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).toBe('#/summary');
    // The bank's session is extended, not only the page's timer: the demo bank received the keep-alive.
    await expect.poll(keepAlives, { timeout: 10_000 }).toBe(before + 1);

    await page.clock.fastForward('04:01');
    await warning.waitFor();
    await page.clock.fastForward('01:00');
    await waitForRoute(page, '/logoff/inactivity');
    // The log-off page says why, in an alert a screen reader announces as the page arrives.
    await page.getByRole('alert').filter({ hasText: "we've logged you off because you haven't used Online Banking for 5 minutes" }).waitFor();
    await expectNoAxeViolations(page, 'logged off for inactivity');
    expectCleanJourney(journey);
  });

  it('logs off after confirming, and Back shows no customer data', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    // Something of the customer's on Balances (an account number), to look for after Back.
    await page.waitForFunction(() => /\b\d{8}\b/.test(document.querySelector('main')?.innerText ?? ''));
    const accountNumber = (await page.locator('main').innerText()).match(/\b\d{8}\b/)?.[0] ?? '(none)';
    expect(accountNumber).toMatch(/^\d{8}$/);
    await page.getByRole('button', { name: 'Log off' }).first().click();
    const confirm = page.getByRole('dialog', { name: 'Log off' });
    await confirm.waitFor();
    await expectNoAxeViolations(page, 'log-off confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).toBe('#/summary');

    await page.getByRole('button', { name: 'Log off' }).first().click();
    await confirm.getByRole('button', { name: 'Log off' }).click();
    await waitForRoute(page, '/logoff');
    await page.getByRole('heading', { name: "You've logged off" }).waitFor();
    await expectNoAxeViolations(page, 'logged off');
    const stored = await page.evaluate(() => ({ session: window.sessionStorage.length }));
    expect(stored.session).toBe(0);

    await page.goBack();
    await page.waitForLoadState();
    // Back lands on Balances' address; the app, logged off, sends it elsewhere: wait for that, then
    // for the page to settle, before looking for anything of the customer's.
    await page.waitForFunction(() => window.location.hash !== '#/summary', undefined, { timeout: 15_000 });
    await waitUntilSettled(page);
    const text = await page.locator('body').innerText();
    expect(text).not.toContain('demo.hardkey');
    expect(text).not.toContain(accountNumber);
    expect(await page.getByRole('button', { name: 'Log off' }).count()).toBe(0);
    expect(new URL(page.url()).hash).not.toBe('#/summary');
    expectCleanJourney(journey);
  });
});
