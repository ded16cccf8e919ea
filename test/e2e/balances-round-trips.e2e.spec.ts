import { describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import { expectCleanJourney, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { continueWithUsername, enterPasswordStep, enterSecureTokenStep, openUsernamePage, waitForRoute } from './support/log-on';

let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
});

const scriptPath = (url: string): string | null => {
  const { pathname } = new URL(url);
  return /^\/assets\/[^/]+\.m?js$/.test(pathname) ? pathname : null;
};

/*
 * no request between 'Log on' and Balances waits for another it does not need.
 * Stage 3 fetches the accounts area and Balances' code ahead, so no script fetched after 'Log on'
 * may stand between the log-on answer and Balances with its side requests (one bench run printed
 * `POST securetoken` → the inbox area's `change-access.bindings` chunk → `GET status`: was the last
 * log-on request waiting for it?). Every script asked for after 'Log on' is held until Balances is
 * on screen with its last log-on line: a wait on any of them would leave the page on its loader.
 */
describe('Balances after Log on', () => {
  it('shows Balances and its side requests while every script asked for after Log on is still held', async () => {
    const { page } = journey;
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = scriptPath(request.url());
      if (path) asked.push(path);
    });
    await openUsernamePage(page);
    await continueWithUsername(page, 'demo.hardkey');
    await enterPasswordStep(page);
    await waitForRoute(page, '/authentication/securetoken');
    // Stage 3 asks for the accounts area ahead (its module, then the gate and Balances together):
    // once the gate's chunk is asked for, everything the prefetch asks for has been asked for.
    await expect.poll(() => asked.some((p) => p.startsWith('/assets/AccountsGate-')), { timeout: 20_000 }).toBe(true);

    const held: { path: string; route: Route }[] = [];
    await page.route(
      (url) => scriptPath(url.href) !== null,
      (route) => {
        held.push({ path: scriptPath(route.request().url()) ?? '', route });
      },
    );
    const apiAsked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (!pathname.startsWith('/assets/')) apiAsked.push(`${request.method()} ${pathname}`);
    });
    await enterSecureTokenStep(page);
    await waitForRoute(page, '/summary', 20_000);
    await page.getByRole('heading', { level: 1, name: 'Balances' }).waitFor({ timeout: 20_000 });
    await page.getByText(/Last logged on /).waitFor({ timeout: 20_000 });
    await page.getByRole('region', { name: 'Your accounts' }).getByRole('listitem').first().waitFor();
    // What the bench's chain showed between the log-on answer and Balances: the last log-on line's
    // request went out, beside the accounts, while the inbox area's code (the sidebar's unread
    // count) was still on its way.
    expect(apiAsked.some((r) => /^GET \/.*\/v1\/status$/.test(r)), apiAsked.join(', ')).toBe(true);
    expect(apiAsked.some((r) => /^GET \/.*\/v12\/accounts$/.test(r)), apiAsked.join(', ')).toBe(true);
    console.log(`scripts held after 'Log on' while Balances showed: ${held.map((h) => h.path).join(', ') || 'none'}`);

    await page.unroute(() => true);
    for (const { route } of held) await route.continue();
    expectCleanJourney(journey);
  });

  it("asks for everything the list waits for (the nicknames heading its cards among them) while the accounts' answer is still held", async () => {
    const { page } = journey;
    await openUsernamePage(page);
    await continueWithUsername(page, 'demo.hardkey');
    await enterPasswordStep(page);
    await waitForRoute(page, '/authentication/securetoken');
    let accounts: Route | null = null;
    await page.route(/\/v12\/accounts$/, (route) => {
      accounts = route;
    });
    const apiAsked: { at: number; request: string }[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (!pathname.startsWith('/assets/')) apiAsked.push({ at: Date.now(), request: `${request.method()} ${pathname}` });
    });
    await enterSecureTokenStep(page);
    await expect.poll(() => accounts !== null, { timeout: 20_000 }).toBe(true);
    // Sent beside the accounts, not after their answer: Balances stays within two round trips of 'Log on'.
    await expect
      .poll(() => apiAsked.map((r) => r.request), { timeout: 5_000 })
      .toEqual(expect.arrayContaining([expect.stringMatching(/^GET \/.*\/v1\/account-nicknames$/), expect.stringMatching(/^GET \/.*\/v1\/marketing\/placements$/)]));
    const released = Date.now();
    await accounts!.continue();
    await page.unroute(/\/v12\/accounts$/);
    await page.getByRole('region', { name: 'Your accounts' }).getByRole('listitem').first().waitFor({ timeout: 20_000 });
    const shown = Date.now();
    // Nothing asked between the accounts' answer and the list: the list waited on no third round trip.
    // (The sidebar's unread count waits for Balances' paint, so it comes after.)
    const between = apiAsked.filter((r) => r.at >= released && r.at <= shown && !/\/unread|\/messages\/count/.test(r.request)).map((r) => r.request);
    expect(between).toEqual([]);
    expectCleanJourney(journey);
  });
});
