import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, launchBrowser, openJourney } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('shell', () => {
  it('serves the production build with the security headers', async () => {
    const journey = await openJourney(browser);
    const response = await journey.page.goto('/');
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['strict-transport-security']).toContain('max-age=');
    await journey.context.close();
  });

  it('shows not-found for an unknown path, passes axe and reports no CSP violation', async () => {
    const journey = await openJourney(browser);
    await journey.page.goto('/#/no-such-page');
    await journey.page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectNoAxeViolations(journey.page, 'not-found');
    expectCleanJourney(journey);
    await journey.context.close();
  });
});
