import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, launchBrowser, openJourney, type JourneyPage } from './support/browser';
import { enterPasswordStep, enterSecureTokenStep, enterUsername, logOnAs, waitForRoute } from './support/log-on';

let browser: Browser;
let journey: JourneyPage;

async function resetScenarios(): Promise<void> {
  await fetch(`${inject('wiremockUrl')}/__admin/scenarios/reset`, { method: 'POST' });
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await resetScenarios();
  journey = await openJourney(browser);
});
afterEach(async () => {
  await journey.context.close();
  await resetScenarios();
});

describe('log on', () => {
  it('logs demo.hardkey on to Balances', async () => {
    const { page } = journey;
    await page.goto('/#/authentication/username');
    await page.getByRole('heading', { name: 'Welcome to Online Banking' }).waitFor();
    await expectNoAxeViolations(page, 'username');
    await logOnAs(page, 'demo.hardkey');
    expectCleanJourney(journey);
  });

  it('logs demo.appkey on with the mobile app', async () => {
    const { page } = journey;
    await enterUsername(page, 'demo.appkey');
    await enterPasswordStep(page);
    await waitForRoute(page, '/authentication/securetoken');
    expect(await page.getByRole('button', { name: 'Forgotten your Secure Key PIN?' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Forgotten your Digital Secure Key password?' }).waitFor();
    await expectNoAxeViolations(page, 'securetoken app');
    await enterSecureTokenStep(page);
    await waitForRoute(page, '/summary', 20_000);
    expectCleanJourney(journey);
  });
});
