import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ageBankSessions } from '../../scripts/bank-session.mjs';
import { expectCleanJourney, type JourneyPage } from './support/browser';
import { demoBankTarget } from './support/demo-bank-target';
import { journeyPerTest } from './support/journey';
import { logOnAs, waitForRoute } from './support/log-on';

/**
 * The demo bank's sessions seen from the page (docs/sessions-and-access.md): the log-on opens one,
 * the log-off ends it, a cookie naming a customer is no session, and a session the bank has ended
 * is met by the app as the session-ended log-off.
 */
let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
});

/** The page's own GET of the accounts, with the app's headers and whatever cookies the browser holds for the bank. */
const accountsStatus = (page: Page) =>
  page.evaluate(async () => {
    const headers = { 'X-Channel': 'WEB', 'X-Locale': 'en_GB', 'X-Country': 'GB', 'X-Group-Member': 'UKDIRECT', 'X-Technology': '2G', 'X-Token-Type': 'SESSION_TOKEN' };
    return (await fetch('/gateway/api/v12/accounts', { headers })).status;
  });

async function logOff(page: Page): Promise<void> {
  const bankLogOff = page.waitForResponse((r) => new URL(r.url()).pathname === '/gateway/api/session/logoff', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Log off' }).first().click();
  await page.getByRole('dialog', { name: 'Log off' }).getByRole('button', { name: 'Log off' }).click();
  await waitForRoute(page, '/logoff');
  await page.getByRole('heading', { name: "You've logged off" }).waitFor();
  await bankLogOff;
}

describe('the session the demo bank keeps', () => {
  it("after log-off, the page's GET of the accounts answers 401", async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.appkey');
    expect(await accountsStatus(page)).toBe(200);
    await logOff(page);
    expect(await accountsStatus(page)).toBe(401);
    expectCleanJourney(journey);
  });

  it('a request with a username cookie and no session answers 401', async () => {
    const { page, context } = journey;
    await page.goto('/');
    await context.addCookies([{ name: 'DEMO_SESSION', value: 'demo.appkey', url: demoBankTarget().baseUrl }]);
    expect(await accountsStatus(page)).toBe(401);
  });

  it('a session the bank has ended (five idle minutes) is met by the session-ended log-off page', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.appkey');
    await ageBankSessions(demoBankTarget().wiremockUrl, 6 * 60);
    // Every address the page goes through: the hash change below is outside the router, so the
    // router may carry on to log on after the log-off page; the log-off page must come first.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).hash);
    });
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/gateway/api/') && r.status() === 401, { timeout: 15_000 });
    // The inbox asks the bank for its messages.
    await page.evaluate(() => {
      window.location.hash = '#/inbox';
    });
    await refused;
    await expect.poll(() => visited.includes('#/logoff/timed-out'), { timeout: 15_000 }).toBe(true);
    expect(await accountsStatus(page)).toBe(401);
  });
});
