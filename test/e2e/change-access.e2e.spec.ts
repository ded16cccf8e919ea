import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, type JourneyPage } from './support/browser';
import { loggedOnPerFile } from './support/logged-on';
import { waitForRoute } from './support/log-on';
import { clearJournal, requestsTo } from './support/wiremock-journal';
import { changeRouteTable } from '../../src/composition/change-route-table';

let journey: JourneyPage;
// demo.limited logs on in full with a Secure Key; GET ib-status answers READONLY.
loggedOnPerFile('demo.limited', '/summary', (j) => (journey = j));

const readOnlyWords = "You don't have access to full Digital Banking. Select Proceed to choose a Secure Key";

/**
 * Every route the route tables flag as a change, its parameters filled with values of the demo bank's
 * (the guard answers before the journey reads any of them; the inbox reply is drawn inside a real
 * message, so it has one).
 */
const samples: Record<string, string> = { accountIndex: '0', section: 'information-sharing', authState: 'some-auth-state', consentId: 'some-consent', tab: 'received', messageId: 'R-001' };
const changeRoutes = (await changeRouteTable()).map((pattern) => pattern.replace(/:(\w+)/g, (_, name: string) => samples[name] ?? `some-${name.toLowerCase()}`));

/** The app's common headers, for a request the test sends from the page itself. */
const appHeaders = { 'X-Channel': 'WEB', 'X-Locale': 'en_GB', 'X-Country': 'GB', 'X-Group-Member': 'UKDIRECT', 'X-Technology': '2G', 'X-Token-Type': 'SESSION_TOKEN' };

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`/#${path}`);
  await waitForRoute(page, path);
}

/**
 * Every change journey asks ib-status first, through the one guard, and a READONLY customer sees the
 * read-only panel (docs/rules/access.md's words) before any form: nothing to fill in and be refused.
 */
describe('read-only customer (demo.limited) on every change journey', { timeout: 120_000 }, () => {
  it.each(changeRoutes)('%s: the read-only panel before the form', async (path) => {
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

  it('the route tables mark the journeys that change something', () => {
    expect(changeRoutes).toEqual(expect.arrayContaining(['/summary/0/move-money/new-payment', '/contact-us/new-message', '/email-details', '/security-details/update-password', '/inbox/received/R-001', '/travel/info/some-categoryslug/message/some-encoded']));
  });

  it('a change sent anyway (a direct POST of a £1 transfer) is refused by the bank with ELG006 and moves nothing', async () => {
    const { page } = journey;
    const sent = await page.evaluate(async (headers) => {
      const balance = async () => {
        const list = (await (await fetch('/gateway/api/v12/accounts', { headers })).json()) as { payload: { id: string; summary: { balance: number } }[] };
        return list.payload.find((a) => a.id === 'HK-CUR-001')?.summary.balance;
      };
      const before = await balance();
      const res = await fetch('/gateway/api/v1/transfers', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': 'read-only-direct-post-1' },
        body: JSON.stringify({ fromAccountId: 'HK-CUR-001', toAccountId: 'HK-SAV-003', amount: 100, reference: 'READ ONLY' }),
      });
      return { status: res.status, body: (await res.json()) as unknown, before, after: await balance() };
    }, appHeaders);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ header: { statusCode: 'E001', errorMsg: [{ code: 'ELG006', desc: 'Read only' }] }, body: null });
    expect(sent.before).toBeTypeOf('number');
    expect(sent.after).toBe(sent.before);
  });

  it('Proceed leads to the Secure Key choice', async () => {
    const { page } = journey;
    await open(page, '/statement-preferences');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await waitForRoute(page, /\/activation|token/, 30_000);
  });
});
