import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, waitUntilSettled, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import {
  demoMemorableAnswer,
  demoPassword,
  demoSecurityCode,
  enterPasswordStep,
  enterSecureTokenStep,
  enterUsername,
  logOnAs,
  logOnFromUsernamePage,
  passwordCharacterAt,
  waitForRoute,
} from './support/log-on';

let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
});

/** Presses Tab until the element with `id` has focus (keyboard only, as a customer would). */
async function tabTo(page: Page, id: string, max = 40): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((target) => document.activeElement?.id === target, id)) return;
  }
  throw new Error(`Tab never reached #${id}`);
}

describe('log on', () => {
  it('logs demo.hardkey on by keyboard alone, axe clean on every stage and popup', async () => {
    const { page } = journey;
    await page.goto('/#/authentication/username');
    await page.getByRole('heading', { name: 'Welcome to Online Banking' }).waitFor();
    // The app's own page: the form from the HTML opens no popup. The skip link is the app's alone.
    await page.getByRole('link', { name: 'Skip to main content' }).waitFor({ state: 'attached' });
    await page.getByRole('textbox', { name: 'Username' }).waitFor();
    await expectNoAxeViolations(page, 'username');

    // The popups open and close from the keyboard too.
    await tabTo(page, 'userid');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const forgotten = page.getByRole('dialog', { name: 'Forgotten your username?' });
    await forgotten.waitFor();
    await expectNoAxeViolations(page, 'forgotten username popup');
    await page.keyboard.press('Escape');
    await forgotten.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'What you need to register' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'What you need to register' }).waitFor();
    await expectNoAxeViolations(page, 'what you need popup');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Financial Services Compensation Scheme' }).focus();
    await page.keyboard.press('Enter');
    const fscs = page.getByRole('dialog', { name: 'Financial Services Compensation Scheme (FSCS)' });
    await fscs.getByText('protected up to a total of £120,000', { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'FSCS modal');
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+Home');
    await tabTo(page, 'userid');
    await page.keyboard.type('demo.hardkey');
    await page.keyboard.press('Enter');
    await waitForRoute(page, '/authentication/password');
    await page.getByLabel('2nd', { exact: true }).waitFor();
    await page.waitForFunction(() => !(document.getElementById('password-char-2') as HTMLInputElement | null)?.disabled);
    await expectNoAxeViolations(page, 'password');

    // demo.hardkey is asked for the 2nd, 5th and last characters; typing moves on box by box.
    await tabTo(page, 'password-char-2');
    await page.keyboard.type(passwordCharacterAt(demoPassword, '2nd'));
    await page.keyboard.type(passwordCharacterAt(demoPassword, '5th'));
    await page.keyboard.type(passwordCharacterAt(demoPassword, 'last'));
    await tabTo(page, 'memorableAnswer');
    await page.keyboard.type(demoMemorableAnswer);
    await page.keyboard.press('Enter');

    await waitForRoute(page, '/authentication/securetoken');
    await page.getByLabel('Security code', { exact: true }).waitFor();
    await expect(page.getByRole('radio', { name: 'Using the secure key' }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Forgotten your Secure Key PIN?' }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page, 'securetoken');
    await tabTo(page, 'memorableAnswer');
    await page.keyboard.type(demoMemorableAnswer);
    await tabTo(page, 'idv_OtpCredential');
    await page.keyboard.type(demoSecurityCode);
    await page.keyboard.press('Enter');
    await waitForRoute(page, '/summary', 20_000);
    expectCleanJourney(journey);
  });

  it('logs demo.appkey on with the mobile app', async () => {
    const { page } = journey;
    await enterUsername(page, 'demo.appkey');
    await enterPasswordStep(page);
    await waitForRoute(page, '/authentication/securetoken');
    await page.getByRole('link', { name: 'Forgotten your Digital Secure Key password?' }).waitFor();
    expect(await page.getByRole('button', { name: 'Forgotten your Secure Key PIN?' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'securetoken app');
    await enterSecureTokenStep(page);
    await waitForRoute(page, '/summary', 20_000);
    expectCleanJourney(journey);
  });

  it('logOnAs reaches Balances', async () => {
    await logOnAs(journey.page, 'demo.hardkey');
    expectCleanJourney(journey);
  });

  it('stops the browser Back button on a log-on step with only OK', async () => {
    const { page } = journey;
    await enterUsername(page, 'demo.hardkey');
    await page.getByLabel('2nd', { exact: true }).waitFor();
    await page.goBack();
    const guard = page.getByRole('dialog', { name: 'Please use the Back button' });
    await guard.waitFor();
    await expectNoAxeViolations(page, 'leave-step guard');
    expect(await guard.getByRole('button').allTextContents()).toEqual(['OK']);
    await guard.getByRole('button', { name: 'OK' }).click();
    await guard.waitFor({ state: 'detached' });
    await waitForRoute(page, '/authentication/password');
    expectCleanJourney(journey);
  });
});

describe('an answer that lands after the customer left the log-on step', () => {
  it("'Back' while the password is checked: the late answer neither moves them nor leaves a half session", async () => {
    const { page } = journey;
    await enterUsername(page, 'demo.hardkey');
    // The bank checks the password at once; its answer is held until the customer has gone back.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const passwordPath = '/gateway/idv/logon/password';
    await page.route(
      (url) => url.pathname === passwordPath,
      async (route: Route) => {
        const response = await route.fetch();
        const body = await response.body();
        await released;
        await route.fulfill({ response, body }).catch(() => undefined);
      },
    );
    const passwordAsked = page.waitForRequest((r) => new URL(r.url()).pathname === passwordPath);
    await enterPasswordStep(page);
    await passwordAsked;
    const newLogOn = page.waitForResponse((r) => new URL(r.url()).pathname === '/gateway/idv/logon');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await waitForRoute(page, '/authentication/username');
    await newLogOn;

    const lateAnswer = page.waitForEvent('requestfinished', (r) => new URL(r.url()).pathname === passwordPath);
    release();
    await lateAnswer;
    await waitUntilSettled(page);
    expect(new URL(page.url()).hash).toBe('#/authentication/username');
    await page.unroute((url) => url.pathname === passwordPath);

    // No half session: the next log-on from this page runs as any other, to Balances.
    await logOnFromUsernamePage(page, 'demo.hardkey');
    expectCleanJourney(journey);
  });
});

describe('demo customers who stop before Balances', () => {
  it('demo.readonly sees the read-only panel and Proceed leads to token selection', async () => {
    const { page } = journey;
    await enterUsername(page, 'demo.readonly');
    await enterPasswordStep(page);
    await waitForRoute(page, '/authentication/error/ELG006');
    await page.getByText("You don't have access to full Digital Banking. Select Proceed to choose a Secure Key").waitFor();
    await expectNoAxeViolations(page, 'read-only panel');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await waitForRoute(page, '/activation/choose');
    await page.getByRole('heading', { level: 1, name: 'Choose your Secure Key' }).waitFor();
    await page.getByRole('radio', { name: 'A Secure Key device' }).waitFor();
    await expectNoAxeViolations(page, 'token selection (read-only)');
    expectCleanJourney(journey);
  });

  it('demo.locked is logged off with reason locked', async () => {
    const { page } = journey;
    await enterUsername(page, 'demo.locked');
    await enterPasswordStep(page);
    await waitForRoute(page, '/logoff/locked');
    await page.getByRole('heading', { level: 1, name: 'Your Online Banking is locked' }).waitFor();
    await expectNoAxeViolations(page, 'log-off locked');
    expectCleanJourney(journey);
  });

  it('demo.forceselect is forced to choose a token, then logs on with it', async () => {
    const { page } = journey;
    await enterUsername(page, 'demo.forceselect');
    await enterPasswordStep(page);
    await waitForRoute(page, '/activation/choose');
    await page.getByRole('heading', { level: 1, name: 'Choose your Secure Key' }).waitFor();
    const choice = page.getByRole('group', { name: 'Which Secure Key will you use?' });
    await choice.getByRole('radio', { name: 'The mobile app (Digital Secure Key)' }).waitFor();
    await expectNoAxeViolations(page, 'token selection');

    // Nothing chosen yet: the GOV.UK error summary asks for one.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'This field requires a selection' }).waitFor();
    await expectNoAxeViolations(page, 'token selection, nothing chosen');

    await choice.getByRole('radio', { name: 'A Secure Key device' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForRoute(page, '/authentication/securetoken');
    await enterSecureTokenStep(page);
    await waitForRoute(page, '/summary', 20_000);
    expectCleanJourney(journey);
  });
});
