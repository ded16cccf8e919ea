import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, openJourney, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { continueWithUsername, demoMemorableAnswer, demoPassword, enterPasswordStep, enterSecureTokenStep, enterUsername, logOnAs, waitForRoute } from './support/log-on';
import { distinctKeys, idempotencyKeyOf } from './support/headers';
import { holdFirstSend } from './support/hold-first-send';
import { demoBankTarget } from './support/demo-bank-target';
import { moveBankCodeLocksOn } from './support/code-locks';
import { confirmSecurityChange } from './support/security-change';
import { clearJournal, requestsTo } from './support/wiremock-journal';

let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
});

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function openMyDetails(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My details' }).click();
  await h1(page, 'My details').waitFor();
}

/** Nothing the customer typed as a secret is in storage, the page, or a reported error. */
async function expectNoSecretLeft(page: Page, secrets: string[]): Promise<void> {
  const kept = await page.evaluate(() => {
    const all = (s: Storage) => Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i) ?? '')}`).join('\n');
    const reports = JSON.stringify((window as unknown as { bankErrorReports?: unknown[] }).bankErrorReports ?? []);
    const fields = Array.from(document.querySelectorAll('input')).map((i) => i.value).join('\n');
    return `${all(window.localStorage)}\n${all(window.sessionStorage)}\n${reports}\n${fields}\n${document.body.innerText}`;
  });
  for (const secret of secrets) expect(kept, `"${secret}" left behind`).not.toContain(secret);
}

async function logOff(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log off' }).first().click();
  await page.getByRole('dialog', { name: 'Log off' }).getByRole('button', { name: 'Log off' }).click();
  await waitForRoute(page, '/logoff');
  await page.getByRole('heading', { name: "You've logged off" }).waitFor();
}

/**
 * From the logged-off page, 'Log on again' as the customer does (a page.goto from a log-on step would
 * meet its Back guard), to the password step of demo.hardkey.
 */
async function logOnAgain(page: Page, username = 'demo.hardkey'): Promise<void> {
  await page.getByRole('button', { name: 'Log on again' }).click();
  await waitForRoute(page, '/authentication/username', 20_000);
  await continueWithUsername(page, username, 20_000);
}

/** Stages 2 and 3 with the given password and memorable answer, to Balances. */
async function finishLogOn(page: Page, password: string, answer: string): Promise<void> {
  await enterPasswordStep(page, password, answer);
  await waitForRoute(page, '/authentication/securetoken', 20_000);
  await enterSecureTokenStep(page, '123456', answer);
  await waitForRoute(page, '/summary', 20_000);
}

/** In a browser of its own (a fresh log-on), the old details get the details-mismatch message. */
async function expectOldRefused(password: string, answer: string, username = 'demo.hardkey'): Promise<void> {
  const browser = journey.context.browser();
  if (!browser) throw new Error('no browser');
  const other = await openJourney(browser);
  try {
    await enterUsername(other.page, username);
    await enterPasswordStep(other.page, password, answer);
    await other.page.getByText(/don't match our records/).first().waitFor();
    expect(new URL(other.page.url()).hash).toContain('/authentication/password');
    await expectNoAxeViolations(other.page, 'old details refused');
  } finally {
    await other.context.close();
  }
}

async function openChange(page: Page, link: string, heading: string): Promise<void> {
  await openMyDetails(page);
  await page.getByRole('link', { name: 'Security details' }).click();
  await h1(page, 'Security details').waitFor();
  await page.getByRole('button', { name: link }).click();
  await h1(page, heading).waitFor();
}

describe('my details', () => {
  it('shows the details as the bank holds them and changes the email address (a mismatched repeat first)', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await openMyDetails(page);
    for (const text of ['Mr Alex Hardy', '12 Battersea Park Road', 'SW11 4NJ', '07700 900123', 'alex.hardy@example.com']) await page.getByText(text).first().waitFor();
    await expectNoAxeViolations(page, 'my details');
    await page.screenshot({ path: '/tmp/my-details.png', fullPage: true });

    await page.getByRole('link', { name: 'Change your email address' }).click();
    await h1(page, 'Your email address').waitFor();
    await expectNoAxeViolations(page, 'email details');
    await page.getByRole('button', { name: 'Change email address' }).click();
    await h1(page, 'Change your email address').waitFor();
    const email = page.getByLabel('New email address', { exact: true });
    expect(await email.getAttribute('type')).toBe('email');
    expect(await email.getAttribute('autocomplete')).toBe('email');
    expect(await email.getAttribute('spellcheck')).toBe('false');
    expect(await email.getAttribute('maxlength')).toBe('254');

    await email.fill('alex.h@gmial.com');
    await page.getByText('Did you mean').waitFor();
    await expectNoAxeViolations(page, 'email typo pointed out');
    await email.fill('alex.h@example.org');
    await page.getByLabel('Confirm new email address').fill('alex.h@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.getByText('Fields do not match, please try again').waitFor();
    expect(await page.title()).toMatch(/^Error: /);
    expect(await email.inputValue(), 'nothing typed is lost').toBe('alex.h@example.org');
    await expectNoAxeViolations(page, 'email mismatch');

    await page.getByLabel('Confirm new email address').fill('ALEX.H@example.org');
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check your new email address').waitFor();
    await page.getByText(/send an email to your old address, alex\.hardy@example\.com/).waitFor();
    await expectNoAxeViolations(page, 'email confirm');
    // The bank holds the change for re-authentication (0004): the Re-authentication field appears.
    await page.getByRole('button', { name: 'Confirm new email address' }).click();
    await page.getByLabel('Re-authentication Security Code').fill('123456');
    await page.getByRole('button', { name: 'Confirm new email address' }).click();
    await h1(page, 'Your email address has been changed').waitFor();
    await expectNoAxeViolations(page, 'email changed');
    await page.getByRole('link', { name: 'Back to My details' }).click();
    await h1(page, 'My details').waitFor();
    await page.getByText('alex.h@example.org').waitFor();
    expect(await page.getByText('alex.hardy@example.com').count()).toBe(0);
    expectCleanJourney(journey);
  });

  it('a lost answer on the email change says it may have been made, shows what the bank holds, and retries with the same key', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await openMyDetails(page);
    await page.getByRole('link', { name: 'Change your email address' }).click();
    await page.getByRole('button', { name: 'Change email address' }).click();
    await page.getByLabel('New email address', { exact: true }).fill('lost.answer@example.com');
    await page.getByLabel('Confirm new email address').fill('lost.answer@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Confirm new email address' }).click();
    await page.getByLabel('Re-authentication Security Code').fill('123456');
    await page.getByRole('button', { name: 'Confirm new email address' }).click();
    await page.getByRole('heading', { name: 'We did not get an answer from the bank' }).waitFor();
    await page.getByText(/may have gone through/).waitFor();
    await page.getByText('The email address we hold now:').waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'lost.answer@example.com' }).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'email lost answer');
    await page.getByRole('button', { name: 'Try again' }).click();
    await h1(page, 'Your email address has been changed').waitFor();
    const res = await fetch(`${demoBankTarget().wiremockUrl}/__admin/requests/find`, {
      method: 'POST',
      body: JSON.stringify({ method: 'POST', urlPath: '/gateway/api/v2/customers/email-address', bodyPatterns: [{ contains: 'lost.answer@example.com' }] }),
    });
    const { requests } = (await res.json()) as { requests: { headers: Record<string, string> }[] };
    // 0004, the try whose answer was lost, Try again: one key.
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map(idempotencyKeyOf)).size).toBe(1);
    expectCleanJourney(journey);
  });

  it('switches the savings account to online only statements', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await openMyDetails(page);
    await page.getByRole('link', { name: 'Statement preferences' }).click();
    await h1(page, 'Statement preferences').waitFor();
    const savings = page.getByRole('group', { name: /Bonus Saver/ });
    expect(await savings.getByLabel('Paper and online').isChecked()).toBe(true);
    expect(await page.getByRole('group', { name: /Current Account/ }).getByLabel('Online only').isChecked()).toBe(true);
    await expectNoAxeViolations(page, 'statement preferences');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').getByText(/Choose a different preference/).waitFor();
    await expectNoAxeViolations(page, 'statement preferences, nothing changed');
    await savings.getByLabel('Online only').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check your statement preferences').waitFor();
    await page.getByText(/online only instead of paper and online, from your next statement on/).waitFor();
    await expectNoAxeViolations(page, 'statement preferences confirm');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await h1(page, 'Your statement preferences have been changed').waitFor();
    await expectNoAxeViolations(page, 'statement preferences changed');
    await page.getByRole('link', { name: 'Back to My details' }).click();
    await page.getByRole('link', { name: 'Statement preferences' }).click();
    await h1(page, 'Statement preferences').waitFor();
    expect(await page.getByRole('group', { name: /Bonus Saver/ }).getByLabel('Online only').isChecked()).toBe(true);
    expectCleanJourney(journey);
  });

  it('changes the password (a run refused first); the new one logs on, the old one fails', async () => {
    const { page } = journey;
    const newPassword = 'Lambeth2031';
    await logOnAs(page, 'demo.hardkey');
    await openChange(page, 'Change your password', 'Change your password');
    await expectNoAxeViolations(page, 'security details: password form');
    await page.getByLabel('Current password').fill(demoPassword);
    await page.getByLabel('New password', { exact: true }).fill('abcde123');
    await page.getByLabel('Confirm your new password').fill('abcde123');
    // The set-up rules are checked before anything is sent.
    await page.getByRole('button', { name: 'Confirm change' }).click();
    await page
      .getByRole('alert')
      .getByText("Your password can't contain 5 sequential characters e.g. 12345, abcde or qwerty. Please try again.")
      .waitFor();
    await expectNoAxeViolations(page, 'security details: sequence refused');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm your new password').fill(newPassword);
    await confirmSecurityChange(page, '123456');
    await h1(page, 'Change complete').waitFor();
    await page.getByText('Your password has been changed.').waitFor();
    await expectNoAxeViolations(page, 'security details: complete');
    await page.screenshot({ path: '/tmp/security-details-complete.png', fullPage: true });
    await expectNoSecretLeft(page, [newPassword, demoPassword, 'abcde123']);

    await logOff(page);
    await logOnAgain(page);
    await finishLogOn(page, newPassword, demoMemorableAnswer);
    await expectOldRefused(demoPassword, demoMemorableAnswer);
    expectCleanJourney(journey);
  });

  it('changes the username; the new one logs on to the same details, the old one fails', async () => {
    const { page } = journey;
    const newUsername = 'alex.hardy77';
    await logOnAs(page, 'demo.hardkey');
    await openChange(page, 'Change your username', 'Change your username');
    await expectNoAxeViolations(page, 'security details: username form');
    await page.getByLabel('New username').fill(newUsername);
    await confirmSecurityChange(page, '123456');
    await h1(page, 'Change complete').waitFor();
    await page.getByText('Your username has been changed.').waitFor();

    await logOff(page);
    await logOnAgain(page, newUsername);
    await finishLogOn(page, demoPassword, demoMemorableAnswer);
    // demo.hardkey's own details, under the new name.
    await openMyDetails(page);
    await page.getByText('alex.hardy@example.com').first().waitFor();
    await expectNoAxeViolations(page, 'my details after a new username');
    // The old username, with the right password and answer, is refused as an unknown one is.
    await expectOldRefused(demoPassword, demoMemorableAnswer, 'demo.hardkey');
    expectCleanJourney(journey);
  });

  it('a security change is held for re-authentication (0004): the Re-authentication field appears, and the code goes with the same entries under the same key', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await openChange(page, 'Change your username', 'Change your username');
    const field = page.getByLabel('Re-authentication Security Code');
    expect(await field.count(), 'no code is asked for up front').toBe(0);
    await page.getByLabel('New username').fill('alex.hardy66');
    await clearJournal();
    await page.getByRole('button', { name: 'Confirm change' }).click();
    await field.waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('New username').inputValue(), 'nothing typed is lost: nothing changed').toBe('alex.hardy66');
    await expectNoAxeViolations(page, 'security details: 0004');
    await page.getByRole('button', { name: 'Confirm change' }).click();
    await page.getByRole('alert').getByRole('link', { name: 'Please enter your Re-authentication Security Code.' }).waitFor();
    expect(await requestsTo('POST', /\/security-details\/update-username$/)).toHaveLength(1);
    await field.fill('123456');
    await page.getByRole('button', { name: 'Confirm change' }).click();
    await h1(page, 'Change complete').waitFor({ timeout: 20_000 });
    const sent = await requestsTo('POST', /\/security-details\/update-username$/);
    expect(sent).toHaveLength(2);
    expect(distinctKeys(sent, 2)).toHaveLength(1);
    expectCleanJourney(journey);
  });

  it('leaving while a security change is still being sent, then making it again: one Idempotency-Key', async () => {
    const { page } = journey;
    const newUsername = 'alex.hardy88';
    // The first try is held on its way to the bank (a slow network) until the same change has been made again.
    const { tries, release } = await holdFirstSend(page, '**/gateway/idv/security-details/update-username', 'POST');
    await logOnAs(page, 'demo.hardkey');
    await openChange(page, 'Change your username', 'Change your username');
    await page.getByLabel('New username').fill(newUsername);
    await page.getByRole('button', { name: 'Confirm change' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Balances' }).click();
    const leave = page.getByRole('dialog', { name: 'Are you sure you want to leave this section?' });
    await leave.getByText('Your change may have gone through.', { exact: false }).waitFor();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await h1(page, 'Balances').waitFor();

    // The same change again while the first is still out: the unknown notice, no Confirm change, and
    // the entries typed again go under the first one's key; the bank holds it for re-authentication
    // (0004) and the code goes under that key too.
    await openChange(page, 'Change your username', 'Change your username');
    await page.getByRole('heading', { level: 2, name: 'We did not get an answer from the bank' }).waitFor();
    expect(await page.getByRole('button', { name: 'Confirm change' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'security change made again while the first is still out');
    await page.getByLabel('New username').fill(newUsername);
    await page.getByRole('button', { name: 'Try again' }).click();
    await release();
    await confirmSecurityChange(page, '123456');
    await h1(page, 'Change complete').waitFor({ timeout: 20_000 });
    // Every try that left the browser carried the first one's key.
    expect(distinctKeys(tries, 3)).toHaveLength(1);
    expectCleanJourney(journey);
  });

  it('changes the memorable answer and logs on with it', async () => {
    const { page } = journey;
    const answer = 'Kennington';
    await logOnAs(page, 'demo.hardkey');
    await openChange(page, 'Change your memorable answer', 'Change your memorable answer');
    await page.getByLabel('New memorable answer', { exact: true }).fill(answer);
    await page.getByLabel('Confirm your new memorable answer').fill('Kensington');
    // The set-up rules are checked before anything is sent.
    await page.getByRole('button', { name: 'Confirm change' }).click();
    await page.getByRole('alert').getByText('Fields do not match, please try again').waitFor();
    await expectNoAxeViolations(page, 'security details: memorable mismatch');
    // Leaving with something typed asks first; Stay keeps what was typed.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Balances' }).click();
    const leave = page.getByRole('dialog', { name: 'Are you sure you want to leave this section?' });
    await leave.waitFor();
    await expectNoAxeViolations(page, 'security details: leave guard');
    await leave.getByRole('button', { name: 'Stay' }).click();
    expect(await page.getByLabel('New memorable answer', { exact: true }).inputValue()).toBe(answer);
    await page.getByLabel('Confirm your new memorable answer').fill(answer);
    await confirmSecurityChange(page, '123456');
    await h1(page, 'Change complete').waitFor();
    await expectNoSecretLeft(page, [answer, 'Kensington']);
    await logOff(page);
    await logOnAgain(page);
    await finishLogOn(page, demoPassword, answer);
    await expectOldRefused(demoPassword, demoMemorableAnswer);
    expectCleanJourney(journey);
  });

  it('three wrong Re-authentication Security Codes lock changes for 300 seconds', async () => {
    const { page } = journey;
    await page.clock.install();
    await logOnAs(page, 'demo.hardkey');
    await openChange(page, 'Change your username', 'Change your username');
    const code = page.getByLabel('Re-authentication Security Code');
    for (let i = 0; i < 3; i += 1) {
      await page.getByLabel('New username').fill('alex.hardy');
      await confirmSecurityChange(page, '000000');
      await page.getByText("The security code you've entered is incorrect. Please try again.").first().waitFor();
      await expect.poll(() => code.inputValue()).toBe('');
      if (i === 0) await expectNoAxeViolations(page, 'security details: wrong code');
    }
    await page.getByText(/3 times\. For your security, you can try again in 5 minutes\./).waitFor();
    expect(await code.isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'security details: locked');
    await page.screenshot({ path: '/tmp/security-details-locked.png', fullPage: true });
    await page.clock.fastForward(200_000);
    expect(await code.isDisabled(), 'still locked after 200 s').toBe(true);
    // A touch of the page, as a customer waiting would: the inactivity log-off (5 minutes) starts again.
    await h1(page, 'Change your username').click();
    await page.clock.fastForward(101_000);
    await expect.poll(() => code.isDisabled()).toBe(false);
    // The bank keeps the lock too, on its own clock: it moves on as far as the page's did.
    await moveBankCodeLocksOn('demo.hardkey', 301);
    await page.getByLabel('New username').fill('alex.hardy');
    await confirmSecurityChange(page, '123456');
    await h1(page, 'Change complete').waitFor();
    expectCleanJourney(journey);
  });
});
