import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, waitUntilSettled, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { logOnAs } from './support/log-on';
import { clearJournal, requestsTo } from './support/wiremock-journal';
import { demoBankTarget } from './support/demo-bank-target';

/**
 * every flow checks its toggle and the account's flags before any call, through
 * one guard. The toggles come from content; here the test serves its own toggles file.
 */
let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
});

const wiremock = demoBankTarget().wiremockUrl;

/** Content's toggles with `off` switched off, for this page only. */
async function switchOff(page: Page, off: string[]): Promise<void> {
  await page.route((url) => url.pathname.endsWith('/feature-toggles/toggles.json'), async (route) => {
    const res = await fetch(`${wiremock}/content/feature-toggles/toggles.json`);
    const toggles = (await res.json()) as Record<string, boolean>;
    for (const name of off) toggles[name] = false;
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(toggles) });
  });
}

const moveMoneyCalls = async () => [
  ...(await requestsTo('ANY', /^\/gateway\/api\/v1\/(move-money|beneficiaries|payments|standing-orders|transfers|international|confirmation-of-payee|secondary-reference)/)),
];

async function notAvailable(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 15_000 });
  await page.getByText('This service is not available at the moment. Please try again later.').waitFor();
}

describe('one guard: the toggle and the account before any call', () => {
  it('a deep link into a flow whose toggle is off calls nothing', async () => {
    const { page } = journey;
    await switchOff(page, ['moveMoneyNewMinorPayee']);
    await logOnAs(page, 'demo.hardkey');
    await clearJournal();
    await page.goto('/#/summary/0/move-money/new-payment');
    await notAvailable(page, 'Pay someone new');
    await expectNoAxeViolations(page, 'flow switched off');
    await waitUntilSettled(page);
    expect(await moveMoneyCalls()).toEqual([]);
    expectCleanJourney(journey);
  });

  it('with move money off, no flow and not the index calls anything', async () => {
    const { page } = journey;
    await switchOff(page, ['moveMoney']);
    await logOnAs(page, 'demo.hardkey');
    await clearJournal();
    for (const [path, title] of [
      ['', 'Move money'],
      ['/transfers/own/2', 'Transfer between your accounts'],
      ['/pay-company/hmrc-self-assessment', 'Pay a company'],
    ] as const) {
      await page.goto(`/#/summary/0/move-money${path}`);
      await notAvailable(page, title);
    }
    await waitUntilSettled(page);
    expect(await moveMoneyCalls()).toEqual([]);
    expectCleanJourney(journey);
  });

  it('an account that may not pay: a deep link to pay from it is refused before any call', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await clearJournal();
    // Account 2 is the Bonus Saver: it may transfer, it may not pay anyone (moveMoney.canPay false).
    await page.goto('/#/summary/2/move-money/new-payment');
    await page.getByRole('heading', { level: 1, name: 'Pay someone new' }).waitFor({ timeout: 15_000 });
    await page.getByText('Payments cannot be made from this account online.').waitFor();
    await expectNoAxeViolations(page, 'account may not pay');
    await waitUntilSettled(page);
    expect(await moveMoneyCalls()).toEqual([]);
    expectCleanJourney(journey);
  });

  it('International checks its toggle before its single sign-on POST', async () => {
    const { page } = journey;
    await switchOff(page, ['moveMoneyInternational']);
    await logOnAs(page, 'demo.hardkey');
    await clearJournal();
    await page.goto('/#/summary/0/move-money/international');
    await notAvailable(page, 'International payments');
    await waitUntilSettled(page);
    expect(await requestsTo('POST', /\/international\//)).toEqual([]);
    expectCleanJourney(journey);
  });
});
