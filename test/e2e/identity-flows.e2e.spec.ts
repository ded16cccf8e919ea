import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, waitUntilSettled, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { continueWithUsername, enterPasswordStep, enterSecureTokenStep, enterUsername, waitForRoute } from './support/log-on';
import { demoBankTarget } from './support/demo-bank-target';
import { pictureFor } from './support/screenshots';

/**
 * The identity flows against the demo bank (README, 'The demo bank: identity flows'): registration,
 * online and offline reset, PIN reset, activation, read-only's Proceed; each set-up rule's message and
 * each error page once; axe on every page.
 */
let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
});

/** The mappings the demo bank's webhooks add when a flow sets a password (scripts/generate-identity-flow-stubs.mjs). */
const learnedMappingIds = [
  '7d1c0a52-5f0e-4c56-9a61-000000000001',
  '7d1c0a52-5f0e-4c56-9a61-000000000002',
  '7d1c0a52-5f0e-4c56-9a61-000000000003',
];

// Other e2e files log demo.hardkey on with Mercury2024: the learnt passwords go once a test is done.
afterEach(async () => {
  for (const id of learnedMappingIds) await fetch(`${demoBankTarget().wiremockUrl}/__admin/mappings/${id}`, { method: 'DELETE' });
});

async function onStep(page: Page, route: string, heading: string, state = route): Promise<void> {
  await waitForRoute(page, route, 20_000);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await expectNoAxeViolations(page, state);
}

const next = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true }).click();

async function expectFieldError(page: Page, message: string): Promise<void> {
  // Once in the error summary, once beside the field.
  await page.getByRole('alert').filter({ hasText: 'There is a problem' }).getByRole('link', { name: message }).first().waitFor();
  await page.locator('.field-error', { hasText: message }).first().waitFor();
}

async function answerQuestions(page: Page, base: string): Promise<void> {
  await onStep(page, `${base}/security-question-1`, 'Security question 1');
  await page.getByLabel('What was the name of your first school?').fill('Battersea');
  await next(page);
  await onStep(page, `${base}/security-question-2`, 'Security question 2');
  await page.getByLabel('What is your favourite food?').fill('Marmalade');
  await next(page);
}

/**
 * A flow's last 'Log on' logs off and lands on the username page: log on from there, as the customer
 * does (a new page.goto to the same address would meet the log-on step's Back guard).
 */
async function logOnAgainWith(page: Page, username: string, password: string, answer: string): Promise<void> {
  await waitForRoute(page, '/authentication/username', 20_000);
  await continueWithUsername(page, username, 20_000);
  await enterPasswordStep(page, password, answer);
}

/** The security code step, then Balances. */
async function finishOnBalances(page: Page, code?: string, answer?: string): Promise<void> {
  await waitForRoute(page, '/authentication/securetoken', 20_000);
  await enterSecureTokenStep(page, code, answer);
  await onBalances(page);
}

/**
 * Balances shown and kept: its heading, then every call it made answered, and still Balances. A
 * session the bank never opened shows Balances for a moment before its calls come back 401 and the
 * app logs off ('Your session has timed out'), so the route alone passes a log-on that did not work.
 */
async function onBalances(page: Page): Promise<void> {
  await waitForRoute(page, '/summary', 20_000);
  await page.getByRole('heading', { level: 1, name: 'Balances' }).waitFor({ timeout: 20_000 });
  await waitUntilSettled(page);
  expect(new URL(page.url()).hash, 'still on Balances once its calls have answered').toBe('#/summary');
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Balances');
}

/** From the username page, one of its reset links, past the online reset's start page. */
async function startOnlineReset(page: Page, username: string, link: string): Promise<void> {
  await enterUsername(page, username);
  await page.getByRole('button', { name: link }).click();
  await onStep(page, '/onlinereset', 'Reset your log on details');
  await next(page);
}

/** Registration's start page, on to its details step. */
async function startRegistration(page: Page): Promise<void> {
  await page.goto('/#/registration');
  await onStep(page, '/registration', 'Register for Online Banking');
  await next(page);
  await onStep(page, '/registration/your-details', 'Your details');
}

/** A Secure Key's ten-digit serial number (in its three boxes) and a security code from it. */
async function fillSecureKey(page: Page, serial: string, code: string): Promise<void> {
  await page.getByLabel('Serial number, first 4 digits').fill(serial.slice(0, 4));
  await page.getByLabel('Serial number, next 3 digits').fill(serial.slice(4, 7));
  await page.getByLabel('Serial number, last 3 digits').fill(serial.slice(7));
  await page.getByLabel('Security code', { exact: true }).fill(code);
}

/** demo.nokey logs on and chooses a Secure Key device to activate. */
async function chooseSecureKeyDevice(page: Page): Promise<void> {
  await enterUsername(page, 'demo.nokey');
  await enterPasswordStep(page);
  await waitForRoute(page, '/activation/choose', 20_000);
  await page.getByLabel('A Secure Key device').check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('identity flows', () => {
  it("resets demo.hardkey's password online and logs on with it", async () => {
    const { page } = journey;
    await startOnlineReset(page, 'demo.hardkey', 'Forgotten your password?');
    await answerQuestions(page, '/onlinereset');

    await onStep(page, '/onlinereset/options', 'What would you like to reset?');
    await expect(page.locator('[aria-current="step"] .step-tracker__label').textContent()).resolves.toBe('Reset Options');
    await next(page);
    await expectFieldError(page, 'This field requires a selection');
    await expect(page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).resolves.toBe(true);
    await page.getByLabel('My password').check();
    await next(page);

    await onStep(page, '/onlinereset/security-code', 'Security code');
    await next(page);
    await expectFieldError(page, 'Please enter your Security Code.');
    await page.getByLabel('Security code', { exact: true }).fill('12');
    await next(page);
    await expectFieldError(page, 'The Security code you have entered is invalid.');
    await page.getByLabel('Security code', { exact: true }).fill('123456');
    await next(page);

    await onStep(page, '/onlinereset/password', 'New password');
    const password = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm your new password');
    await expect(password.getAttribute('type')).resolves.toBe('password');
    await next(page);
    await expectFieldError(page, 'This field requires a value');
    await password.fill('short');
    await next(page);
    await expectFieldError(page, 'Sorry, the password you have entered is not valid.');
    await password.fill('Qwerty2050');
    await next(page);
    await expectFieldError(page, "Your password can't contain 5 sequential characters e.g. 12345, abcde or qwerty. Please try again.");
    await password.fill('Thames2050x');
    await confirm.fill('Thames2050y');
    await next(page);
    await expectFieldError(page, 'Fields do not match, please try again');
    // Nothing typed was lost on the errors.
    await expect(password.inputValue()).resolves.toBe('Thames2050x');
    await confirm.fill('THAMES2050X');
    await next(page);

    // The reset step submits itself; online reset ends at level 30.
    await onStep(page, '/onlinereset/complete', 'Your details have been reset');
    await pictureFor(page, 'identity-flows-online-reset-complete');
    await page.getByRole('button', { name: 'Log on', exact: true }).click();
    await logOnAgainWith(page, 'demo.hardkey', 'Thames2050x', 'Paddington');
    await finishOnBalances(page);
    expectCleanJourney(journey);
  });

  it('registers demo.newcustomer and logs on with the new credentials', async () => {
    const { page } = journey;
    await page.goto('/#/authentication/username');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await onStep(page, '/registration', 'Register for Online Banking');
    await next(page);

    await onStep(page, '/registration/your-details', 'Your details');
    await expect(page.locator('[aria-current="step"] .step-tracker__label').textContent()).resolves.toBe('Your Details');
    await page.getByLabel('Credit card number').check();
    await page.getByRole('textbox', { name: 'Credit card number' }).fill('4929 0000 0000 0006');
    await page.getByLabel('Telephone password').fill('Thames');
    await pictureFor(page, 'identity-flows-registration-details');
    await next(page);

    await onStep(page, '/registration/username', 'Create your username');
    await page.getByLabel('Username', { exact: true }).fill('abc');
    await next(page);
    await expectFieldError(page, 'Sorry, the username you have chosen is not valid.');
    await page.getByLabel('Username', { exact: true }).fill('demo.newcustomer');
    await next(page);

    await onStep(page, '/registration/security', 'Set up your security');
    await page.getByLabel('Memorable question').selectOption('PLACE');
    await page.getByLabel('New password', { exact: true }).fill('Kestrel2050');
    await page.getByLabel('Confirm your new password').fill('Kestrel2050');
    await page.getByLabel('Your memorable answer', { exact: true }).fill('Greenwich');
    await page.getByLabel('Confirm your memorable answer').fill('Greenwich');
    await next(page);

    await onStep(page, '/registration/additional-security-questions', 'Additional security questions');
    await page.getByLabel('What was the name of your first school?').fill('xy');
    await page.getByLabel('Confirm your first answer').fill('xy');
    await page.getByLabel('What is your favourite food?').fill('Marmalade');
    await page.getByLabel('Confirm your second answer').fill('Marmalade');
    await next(page);
    await expectFieldError(page, 'Sorry, the answer you have entered is not valid.');
    await page.getByLabel('What was the name of your first school?').fill('Battersea');
    await page.getByLabel('Confirm your first answer').fill('Battersea');
    await next(page);

    await onStep(page, '/registration/complete', 'Registration complete');
    await page.getByText('REG-77120').waitFor();
    await page.getByRole('button', { name: 'Log on', exact: true }).click();
    await logOnAgainWith(page, 'demo.newcustomer', 'Kestrel2050', 'Greenwich');
    await waitForRoute(page, '/activation/choose', 20_000);
    await page.getByLabel('The mobile app (Digital Secure Key)').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await finishOnBalances(page, '123456', 'Greenwich');
    // Their own account, the one they registered with, and none of demo.hardkey's.
    const accounts = page.getByRole('region', { name: 'Your accounts' });
    await expect(accounts.getByRole('heading', { level: 3 }).count(), 'accounts on Balances').resolves.toBe(1);
    await accounts.getByRole('heading', { level: 3, name: 'Current Account', exact: true }).waitFor();
    await accounts.getByText('41230099').waitFor();
    await accounts.getByText('£1,854.65').first().waitFor();
    for (const hardkeys of ['41234567', 'Bonus Saver', 'Share Dealing Account', '£1,842.15']) {
      await expect(page.getByText(hardkeys).count(), `demo.hardkey's ${hardkeys}`).resolves.toBe(0);
    }
    expectCleanJourney(journey);
  });

  it("registering demo.hardkey's account again ends on the re-registration page", async () => {
    const { page } = journey;
    await startRegistration(page);
    await page.getByLabel('Sort code and account number').check();
    await page.getByLabel('Sort code', { exact: true }).fill('40-12-76');
    await page.getByLabel('Account number', { exact: true }).fill('41234567');
    await page.getByLabel('Telephone password').fill('Thames');
    await next(page);
    await onStep(page, '/authentication/error/FD2G009', 'You need to register again');
  });

  it('an offline reset reaches its complete page', async () => {
    const { page } = journey;
    await enterUsername(page, 'demo.hardkey');
    await page.getByRole('button', { name: "I've forgotten both my password and memorable answer" }).click();
    await onStep(page, '/offlinereset', 'Forgotten your password and memorable answer');
    await next(page);
    await onStep(page, '/offlinereset/password', 'Create a new password');
    await page.getByLabel('New password', { exact: true }).fill('Thames2050x');
    await page.getByLabel('Confirm your new password').fill('Thames2050x');
    await next(page);
    await onStep(page, '/offlinereset/memorable', 'Choose a memorable question');
    await page.getByLabel('Memorable question').selectOption('FILM');
    await page.getByLabel('Your memorable answer', { exact: true }).fill('Casablanca');
    await page.getByLabel('Confirm your memorable answer').fill('Casablanca');
    await next(page);
    await onStep(page, '/offlinereset/security', 'Security questions');
    await page.getByLabel('What was the name of your first school?').fill('Battersea');
    await page.getByLabel('What is your favourite food?').fill('Marmalade');
    await next(page);
    // The service says 'Sorry we cannot action your request': on this step that is complete.
    await onStep(page, '/offlinereset/complete', 'We have your request');
    expectCleanJourney(journey);
  });

  it("resets demo.hardkey's Secure Key PIN", async () => {
    const { page } = journey;
    await enterUsername(page, 'demo.hardkey');
    await enterPasswordStep(page);
    await waitForRoute(page, '/authentication/securetoken', 20_000);
    await page.getByRole('button', { name: 'Forgotten your Secure Key PIN?' }).click();
    await onStep(page, '/reset-pin', 'Reset your Secure Key PIN');
    await next(page);
    await answerQuestions(page, '/reset-pin');
    await onStep(page, '/reset-pin/lock-pin', 'Enter your lock PIN');
    await page.getByLabel('Lock code').fill('00000000');
    await next(page);
    await page.getByText("We can't reset your Secure Key PIN online. Please call us on").waitFor();
    await expectNoAxeViolations(page, 'PIN reset failure');
    await page.getByLabel('Lock code').fill('12345678');
    await next(page);
    await onStep(page, '/reset-pin/complete', 'Your unlock code');
    await page.getByText('4831 2290').waitFor();
    expectCleanJourney(journey);
  });

  it('demo.nokey activates a Secure Key and reaches Balances', async () => {
    const { page } = journey;
    await chooseSecureKeyDevice(page);
    await onStep(page, '/activation/sk-intro', 'Activate your Secure Key');
    await next(page);
    await onStep(page, '/activation/sk-activate', 'Activate your Secure Key', 'sk-activate');
    await fillSecureKey(page, '1234567890', '000000');
    await next(page);
    await page.getByText('ten-digit serial number from the back of your Secure Key and a six-digit security code').waitFor();
    await expectNoAxeViolations(page, 'activation failure');
    await pictureFor(page, 'identity-flows-activation-failure');
    await expect(page.getByLabel('Serial number, first 4 digits').inputValue()).resolves.toBe('1234');
    await page.getByLabel('Security code', { exact: true }).fill('246810');
    await next(page);
    await onStep(page, '/activation/sk-complete', 'Your Secure Key is active');
    await next(page);
    await onBalances(page);
    expectCleanJourney(journey);
  });

  it('demo.nokey replaces a lost Secure Key through the replacement steps', async () => {
    const { page } = journey;
    await chooseSecureKeyDevice(page);
    await waitForRoute(page, '/activation/sk-intro', 20_000);
    await page.getByRole('button', { name: 'Lost your Secure Key? Replace it' }).click();
    await onStep(page, '/activation/replace-sk-intro', 'Replace your Secure Key');
    await next(page);
    await onStep(page, '/activation/replace-sk-code', 'Enter your replacement code');
    await page.getByLabel('Replacement code from your letter').fill('RC7Q2K9X');
    await next(page);
    await onStep(page, '/activation/replace-sk-activate', 'Activate your new Secure Key');
    await fillSecureKey(page, '9876543210', '112233');
    await next(page);
    await onStep(page, '/activation/replace-sk-complete', 'Your new Secure Key is active');
    await next(page);
    await onBalances(page);
    expectCleanJourney(journey);
  });

  it('registration with details the bank cannot find ends on its error page quoting a reference', async () => {
    const { page } = journey;
    await startRegistration(page);
    await page.getByLabel('Credit card number').check();
    await page.getByRole('textbox', { name: 'Credit card number' }).fill('4929000000000007');
    await page.getByLabel('Telephone password').fill('Thames');
    await next(page);
    await waitForRoute(page, '/registration/error', 20_000);
    await page.getByText('quote reference REG-40127').waitFor();
    await expectNoAxeViolations(page, 'registration error');
  });

  it("demo.readonly's Proceed leads into activation", async () => {
    const { page } = journey;
    await enterUsername(page, 'demo.readonly');
    await enterPasswordStep(page);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await waitForRoute(page, '/activation/choose', 20_000);
    await page.getByRole('radio').first().waitFor();
    await expectNoAxeViolations(page, 'activation choose');
  });

  it('demo.suspended: a reset ends on the suspended page', async () => {
    const { page } = journey;
    await startOnlineReset(page, 'demo.suspended', 'Forgotten your answer?');
    await answerQuestions(page, '/onlinereset');
    await onStep(page, '/authentication/error/FD2G006', 'Your Online Banking has been suspended');
  });

  it('three wrong security answers in a row end on the too-many-tries page', async () => {
    const { page } = journey;
    await startOnlineReset(page, 'demo.suspended', 'Forgotten your password?');
    await onStep(page, '/onlinereset/security-question-1', 'Security question 1');
    const answer = page.getByLabel('What was the name of your first school?');
    await answer.fill('Clapham');
    await next(page);
    await page.getByText("The answer you've entered is incorrect. Please try again.").first().waitFor();
    await expectNoAxeViolations(page, 'wrong answer');
    await answer.fill('Brixton');
    await next(page);
    // The service's answer: its error panel takes focus, as the error summary does for the page's own checks.
    await page.waitForFunction(() => document.activeElement?.classList.contains('server-errors'));
    await answer.fill('Peckham');
    await next(page);
    await onStep(page, '/authentication/error/FD2G008', "You've reached the maximum number of tries");
  });
});
