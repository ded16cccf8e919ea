import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { expectCleanJourney, waitUntilSettled, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { logOnAs, logOnFromUsernamePage, waitForRoute } from './support/log-on';

/**
 * log off while a list is loading (a slow answer), then the next customer logs on
 * in the same tab. The first customer's answer lands after the wipe and must never be shown. The
 * next customer's list is served empty here, so anything listed is the first customer's. The inbox
 * and my documents have the same rule through the same helper (SessionScope): their cases are in
 * src/core/session/loaders-after-log-off.spec.ts.
 */
let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
  j.page.on('dialog', (d) => void d.accept());
});

type Envelope = { payload: unknown };

/** Holds the first answer on `path` until `release`; later answers are served with an empty list. */
async function slowFirstThenEmpty(page: Page, path: string, empty: (body: Envelope) => Envelope) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let first: Envelope | null = null;
  let calls = 0;
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      calls += 1;
      const response = await route.fetch();
      const body = (await response.json()) as Envelope;
      if (calls === 1) {
        first = body;
        await released;
        await route.fulfill({ status: response.status(), json: body }).catch(() => undefined);
      } else await route.fulfill({ status: response.status(), json: empty(body) });
    },
  );
  return {
    release,
    firstAnswer: () => first,
  };
}

async function logOff(page: Page): Promise<void> {
  const bankLogOff = page.waitForResponse((r) => new URL(r.url()).pathname === '/gateway/api/session/logoff', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Log off' }).first().click();
  await page.getByRole('dialog', { name: 'Log off' }).getByRole('button', { name: 'Log off' }).click();
  await waitForRoute(page, '/logoff');
  await page.getByRole('heading', { name: "You've logged off" }).waitFor();
  await bankLogOff;
}

describe('an answer that lands after log-off is never shown to the next customer', () => {
  it('move money: the saved payees', async () => {
    const { page } = journey;
    const slow = await slowFirstThenEmpty(page, '/gateway/api/v1/beneficiaries', (b) => ({ ...b, payload: [] }));
    await logOnAs(page, 'demo.hardkey');
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/gateway/api/v1/beneficiaries');
    await page.goto('/#/summary/0/move-money');
    await asked;
    await logOff(page);
    slow.release();
    // The answer lands now, after the wipe: the page settles only once it has it (the held request
    // is one of those out), so the app had every chance to keep it wrongly before the next log-on.
    await waitUntilSettled(page);
    const payees = ((slow.firstAnswer()?.payload ?? []) as { name: string }[]).map((p) => p.name);
    expect(payees.length).toBeGreaterThan(0);

    await logOnAs(page, 'demo.appkey');
    await page.goto('/#/summary/0/move-money');
    await page.getByRole('heading', { level: 1, name: 'Move money' }).waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: 'Pay someone new' }).waitFor();
    const text = await page.locator('main').innerText();
    for (const name of payees) expect(text).not.toContain(`Pay ${name}`);
    expect(await page.getByRole('heading', { name: 'Pay someone you have paid before' }).count()).toBe(0);
    expectCleanJourney(journey);
  });
});

/**
 * the log-off's fallback timer (RequestLogOff: run LogOff should the log-off page
 * not take over within 3 s) used to ask "is a log-off owed?" by the level alone, so when the next
 * customer had logged on in the same tab inside those 3 s, it logged them off and sent them back to
 * log on. The page's clock is moved past the 3 s instead of waiting them out.
 */
describe('logging on again at once after log-off', () => {
  it('the next customer stays logged on after the log-off grace has passed', async () => {
    const { page } = journey;
    let logOffs = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/gateway/api/session/logoff') logOffs += 1;
    });
    await page.clock.install();
    await logOnAs(page, 'demo.hardkey');
    await logOff(page);
    await page.getByRole('button', { name: 'Log on again' }).click();
    await waitForRoute(page, '/authentication/username', 20_000);
    await logOnFromUsernamePage(page, 'demo.appkey', 20_000);
    await page.clock.fastForward(5_000);
    await waitUntilSettled(page);
    await page.getByRole('heading', { level: 1, name: 'Balances' }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).hash).toBe('#/summary');
    expect(logOffs, 'the bank was told of one log-off only').toBe(1);
    expectCleanJourney(journey);
  });
});

/**
 * the log-off page says "You've logged off" before the bank
 * answers the log-off. 'Log on again' pressed in that moment used to go to log on at once, and the
 * answer then sent the customer back to /logoff (and its wipe cleared the new log-on's address). Now
 * the press waits for the answer, then goes, and the answer moves no one who has left.
 */
describe("'Log on again' pressed before the bank has answered the log-off", () => {
  it('lands on log on once the answer is in, stays there, and the next customer logs on', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const held = page.waitForRequest((r) => new URL(r.url()).pathname === '/gateway/api/session/logoff');
    await page.route(
      (url) => url.pathname === '/gateway/api/session/logoff',
      async (route: Route) => {
        const response = await route.fetch();
        await released;
        await route.fulfill({ response }).catch(() => undefined);
      },
    );
    await page.getByRole('button', { name: 'Log off' }).first().click();
    await page.getByRole('dialog', { name: 'Log off' }).getByRole('button', { name: 'Log off' }).click();
    await page.getByRole('heading', { name: "You've logged off" }).waitFor();
    await held;
    await page.getByRole('button', { name: 'Log on again' }).click();
    release();
    await waitForRoute(page, '/authentication/username', 20_000);
    await waitUntilSettled(page);
    expect(new URL(page.url()).hash).toBe('#/authentication/username');
    await logOnFromUsernamePage(page, 'demo.appkey', 20_000);
    expectCleanJourney(journey);
  });
});
