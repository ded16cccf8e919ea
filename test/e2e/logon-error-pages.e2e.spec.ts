import { afterAll, afterEach, beforeAll, beforeEach, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, launchBrowser, openJourney, type JourneyPage } from './support/browser';
import { waitForRoute } from './support/log-on';

let browser: Browser;
let journey: JourneyPage;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  journey = await openJourney(browser);
});
afterEach(async () => {
  await journey.context.close();
});

/**
 * A fresh load on an error or log-off path restarts at log on (docs/rules/log-on-states.md), so these pages
 * are reached as the app reaches them: by moving within the running app.
 */
async function openLogOn(page: Page): Promise<void> {
  // The username page opens a log-on with the identity service and then settles on its own route;
  // moving on before that answer arrives would race it.
  const logOnPage = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/gateway/idv/logon'));
  await page.goto('/#/authentication/username');
  await page.getByRole('heading', { name: 'Welcome to Online Banking' }).waitFor();
  await logOnPage;
}

async function moveTo(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.location.hash = `#${target}`;
  }, path);
  try {
    await waitForRoute(page, path, 5_000);
  } catch {
    throw new Error(`moving to ${path} ended on ${page.url()}`);
  }
}

const pages: [string, string][] = [
  ['/authentication/error', "It's us, not you."],
  ['/authentication/error/FD2G004', "You're already logged on"],
  ['/authentication/error/FD2G005', "We can't log you on at the moment"],
  ['/authentication/error/FD2G006', 'Your Online Banking has been suspended'],
  ['/authentication/error/FD2G008', "You've reached the maximum number of tries"],
  ['/authentication/error/FD2G009', 'You need to register again'],
  ['/authentication/error/FD2G501', 'This service is unavailable'],
  ['/authentication/error/FD2G502', 'Sorry we cannot action your request'],
  ['/authentication/error/FD2G503', 'Please try again later'],
  ['/authentication/error/FD2G504', 'This page is unavailable'],
  ['/authentication/error/FD2G509', 'Please log on another way'],
  ['/authentication/error/AUTH_CANCELLED', "On this occasion it's you actually.."],
  ['/authentication/error/AUTH_ERROR', 'You currently do not have access to this function'],
  ['/authentication/new-session', 'Start a new session'],
  ['/authentication/logoff', "You've logged off"],
  ['/logoff/inactivity', "You've been logged off"],
  ['/logoff/multiple-login', "You've been logged off"],
  ['/logoff/timed-out', 'Your session has timed out'],
  ['/authentication/forgotten-dsk-password', 'Forgotten your Digital Secure Key password?'],
];

describe('authentication error, log-off and helper pages', () => {
  it('each page shows its title and passes axe', async () => {
    const { page } = journey;
    await openLogOn(page);
    for (const [path, title] of pages) {
      await moveTo(page, path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expectNoAxeViolations(page, path);
    }
    expectCleanJourney(journey);
  });
});
