import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, type JourneyPage } from './support/browser';
import { loggedOnPerFile } from './support/logged-on';
import { waitForRoute } from './support/log-on';
import { clearJournal, requestsTo } from './support/wiremock-journal';

let journey: JourneyPage;
// demo.limited logs on in full with a Secure Key; GET ib-status answers READONLY (issue 29).
loggedOnPerFile('demo.limited', '/summary', (j) => (journey = j));

const readOnlyWords = "You don't have access to full Digital Banking. Select Proceed to choose a Secure Key";

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`/#${path}`);
  await waitForRoute(page, path);
}

/**
 * Every change journey asks ib-status first, through the one guard, and a READONLY customer sees the
 * read-only panel (spec 02 section 6's words) before any form: nothing to fill in and be refused.
 */
describe('read-only customer (demo.limited) on every change journey', { timeout: 120_000 }, () => {
  it.each([
    '/contact-us/new-message',
    '/contact-us/feedback',
    '/send-message/anything-else',
    '/products/regular-saver',
    '/products/cash-isa',
    '/products/personal-loans',
    '/products/credit-cards/info',
    '/open-banking/information-sharing/authorisation/some-auth-state',
    '/open-banking/information-sharing/some-consent/revoke',
    '/email-details',
    '/statement-preferences',
  ])('%s: the read-only panel before the form', async (path) => {
    const { page } = journey;
    await clearJournal();
    await open(page, path);
    await page.getByRole('heading', { level: 1, name: "You don't have full access" }).waitFor({ timeout: 30_000 });
    await page.getByText(readOnlyWords).waitFor();
    expect(await page.locator('main input, main textarea, main select').count()).toBe(0);
    // Only ib-status was asked: no call of the journey itself went out.
    expect((await requestsTo('GET', /\/messages\/ib-status$/)).length).toBeGreaterThanOrEqual(1);
    expect(await requestsTo('POST', /\/gateway\/api\//)).toEqual([]);
    if (path === '/contact-us/new-message') await expectNoAxeViolations(page, 'read-only panel before a change');
    expectCleanJourney(journey);
  });

  it('Proceed leads to the Secure Key choice', async () => {
    const { page } = journey;
    await open(page, '/statement-preferences');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await waitForRoute(page, /\/activation|token/, 30_000);
  });
});
