import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { logOnAs } from './support/log-on';
import { addStub } from './support/wiremock-stubs';

let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
});

const api = '/gateway/api/v1/open-banking';
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function openHash(page: Page, path: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, path);
}

async function stubProviderSites(page: Page): Promise<void> {
  for (const host of ['https://tpp.example/**', 'https://evil.example/**']) {
    await page.context().route(host, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Provider</title><h1>Back at the provider</h1>' }),
    );
  }
}

async function approveCurve(page: Page): Promise<void> {
  await openHash(page, '/open-banking/funds-availability/authorisation/CBPII-DEMO-1');
  await h1(page, 'Curve is asking for access').waitFor();
  await page.getByRole('textbox', { name: 'Re-authentication Security Code' }).fill('123456');
  await page.getByRole('button', { name: 'Approve' }).click();
}

/**
 * the bank's authorisation request names the provider's registered redirect
 * URI(s) and the provider's own state; the app follows the bank's answer only to an exact match of
 * origin and path, and only when it carries that state exactly as received (RFC 6749 4.1.2).
 */
describe('open banking: the redirect the bank vouches for (demo.hardkey)', { timeout: 180_000 }, () => {
  it("an approval goes back with the provider's own state, exactly as it sent it", async () => {
    const { page } = journey;
    await stubProviderSites(page);
    await logOnAs(page, 'demo.hardkey');
    await openHash(page, '/open-banking/information-sharing/authorisation/AIS-DEMO-1');
    await h1(page, 'Moneybox is asking for access').waitFor();
    await page.getByLabel('Current Account, 40-12-76 41234567').check();
    await page.getByRole('textbox', { name: 'Re-authentication Security Code' }).fill('123456');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL((url) => url.hostname === 'tpp.example', { timeout: 30_000 });
    const approved = new URL(page.url());
    expect(approved.origin + approved.pathname).toBe('https://tpp.example/callback');
    expect(approved.searchParams.get('state')).toBe('mbx-7f3a9c/2 ?&=');
    expect(approved.searchParams.get('code')).toBe('demo-ais-demo-1');
  });

  it("a decline goes back with error=access_denied and the provider's own state", async () => {
    const { page } = journey;
    await stubProviderSites(page);
    await logOnAs(page, 'demo.hardkey');
    await openHash(page, '/open-banking/recurring-payments/authorisation/VRP-DEMO-1');
    await h1(page, 'Plum is asking for access').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL((url) => url.hostname === 'tpp.example', { timeout: 30_000 });
    const declined = new URL(page.url());
    expect([declined.searchParams.get('error'), declined.searchParams.get('state')]).toEqual(['access_denied', 'plum-51c0']);
  });

  it.each([
    ['an https address the provider did not register (another path)', 'https://tpp.example/elsewhere?code=x&state=curve-c1', 'is not one the provider registered'],
    ['an https address on another host', 'https://evil.example/callback?code=x&state=curve-c1', 'is not one the provider registered'],
    ["the bank's authState as state, not the provider's", 'https://tpp.example/callback?code=x&state=CBPII-DEMO-1', 'does not carry what the provider asked us to send back'],
  ])('refuses %s with its own page', async (_name, redirectUri, words) => {
    const { page } = journey;
    await stubProviderSites(page);
    await logOnAs(page, 'demo.hardkey');
    const remove = await addStub({
      priority: 1,
      request: { method: 'POST', url: `${api}/authorisations/CBPII-DEMO-1` },
      response: { status: 200, headers: { 'Content-Type': 'application/json' }, jsonBody: { payload: { redirectUri }, messages: [] } },
    });
    try {
      await approveCurve(page);
      await h1(page, 'We cannot send you back to the provider').waitFor({ timeout: 30_000 });
      await page.getByText(words, { exact: false }).waitFor();
      expect(await page.locator('[data-error-code="OB_REDIRECT_REFUSED"]').count()).toBe(1);
      expect(new URL(page.url()).hostname).not.toMatch(/tpp\.example|evil\.example/);
      if (redirectUri.includes('elsewhere')) await expectNoAxeViolations(page, 'unregistered redirect refused');
      expectCleanJourney(journey);
    } finally {
      await remove();
    }
  });
});

/**
 * no dead ends. An expired request whose provider the bank knows offers 'Return to
 * {provider}', an error redirect (RFC 6749 4.1.2.1) to the provider's registered redirect URI with its
 * own state; an unknown request, whose provider nobody knows, offers none.
 */
describe('open banking: an ended request leads back to the provider (demo.hardkey)', { timeout: 180_000 }, () => {
  it("an expired request: 'Return to Moneybox' with error=access_denied and the provider's state", async () => {
    const { page } = journey;
    await stubProviderSites(page);
    await logOnAs(page, 'demo.hardkey');
    await openHash(page, '/open-banking/information-sharing/authorisation/AIS-EXPIRED');
    await h1(page, 'This request has expired').waitFor({ timeout: 30_000 });
    const back = page.getByRole('link', { name: 'Return to Moneybox' });
    await back.waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'expired request with a way back');
    await back.click();
    await page.waitForURL((url) => url.hostname === 'tpp.example', { timeout: 30_000 });
    const returned = new URL(page.url());
    expect(returned.origin + returned.pathname).toBe('https://tpp.example/callback');
    expect([returned.searchParams.get('error'), returned.searchParams.get('state')]).toEqual(['access_denied', 'mbx-expired-4e1d']);
    expect(returned.searchParams.get('code')).toBeNull();
  });

  it('an unknown request: no provider to return to, and none is guessed', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await openHash(page, '/open-banking/information-sharing/authorisation/NO-SUCH-REQUEST?redirect_uri=https%3A%2F%2Fevil.example%2Fcallback');
    await h1(page, 'We cannot find this request').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('link', { name: /^Return to/ }).count()).toBe(0);
    expectCleanJourney(journey);
  });
});
