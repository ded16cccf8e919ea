import { describe, expect, it } from 'vitest';
import { expectCleanJourney, expectNoAxeViolations, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { logOnAs } from './support/log-on';
import { distinctKeys } from './support/headers';
import { demoBankTarget } from './support/demo-bank-target';
import { pictureFor } from './support/screenshots';
import { holdFirstSend } from './support/hold-first-send';
import { api, backToBalances, doublePress, h1, keysSent, openList, upcoming } from './support/manage-money-steps';

/**
 * Manage money never changes anything twice: a double press, an answer lost on the way back, a
 * cancel whose answer never comes, a customer who leaves while a cancel is still out and makes it
 * again. The lists and the changes that complete are in manage-money.e2e.spec.ts.
 */
let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
});

const wiremockUrl = demoBankTarget().wiremockUrl;

describe('manage money (demo.hardkey): never twice', () => {
  it('moves a standing order to another account, cancels a Direct Debit: once each however often Confirm is pressed', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await openList(page, 'Regular payments');
    await page.getByRole('link', { name: /^Cash ISA/ }).click();
    await page.getByRole('link', { name: 'Pay it from another account' }).click();
    await h1(page, /from another account$/).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').getByRole('link', { name: 'This field requires a selection' }).waitFor();
    await expectNoAxeViolations(page, 'transfer, nothing chosen');
    await page.getByLabel(/^Instant Access Saver/).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check and confirm').waitFor();
    await expectNoAxeViolations(page, 'transfer review');
    await doublePress(page, 'Confirm');
    await h1(page, /^Standing order to Cash ISA now paid from Instant Access Saver$/).waitFor();
    expect(new Set(await keysSent('POST', `${api}/v1/standing-orders/HK-SO-2/transfer`)).size).toBe(1);
    await page.getByRole('link', { name: 'Back to Regular payments' }).click();
    await page.getByRole('heading', { level: 3, name: /^Jane Smith/ }).waitFor();
    expect(await page.getByRole('heading', { level: 3, name: /^Cash ISA/ }).count()).toBe(0);

    await page.getByRole('link', { name: /^OCTOPUS ENERGY/ }).click();
    await page.getByRole('link', { name: 'Cancel this Direct Debit' }).click();
    await h1(page, 'Cancel your Direct Debit to OCTOPUS ENERGY').waitFor();
    await page.getByText(/^Please tell OCTOPUS ENERGY/).waitFor();
    await expectNoAxeViolations(page, 'cancel details');
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check and confirm').waitFor();
    await expectNoAxeViolations(page, 'cancel review');
    await doublePress(page, 'Confirm cancellation');
    await h1(page, 'Direct Debit to OCTOPUS ENERGY cancelled').waitFor();
    await expectNoAxeViolations(page, 'cancel confirmed');
    const keys = await keysSent('DELETE', `${api}/v1/direct-debits/HK-DD-1`);
    expect(keys).toHaveLength(1);
    await page.getByRole('link', { name: 'Back to Regular payments' }).click();
    await page.getByRole('heading', { level: 2, name: 'Cancelled Direct Debits' }).waitFor();
    await backToBalances(page);
    await upcoming(page).getByText('PUREGYM LTD').waitFor();
    expect(await upcoming(page).getByText('OCTOPUS ENERGY').count()).toBe(0);
    expectCleanJourney(journey);
  });

  it('after a lost answer says what the bank now lists, and a retry sends the same Idempotency-Key', async () => {
    const { page } = journey;
    // The stop reaches the bank (which acts) but its answer never reaches the browser.
    let lost = false;
    await page.route('**/gateway/api/v1/future-payments/HK-FP-2', async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await logOnAs(page, 'demo.hardkey');
    await openList(page, 'Future payments');
    await page.getByRole('link', { name: 'ACME LETTINGS LTD' }).click();
    await page.getByRole('link', { name: 'Stop this payment' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check and confirm').waitFor();
    await page.getByRole('button', { name: 'Stop payment' }).click();
    await page.getByRole('heading', { level: 2, name: 'We did not get an answer from the bank' }).waitFor();
    await page.getByText(/^The bank no longer lists the payment of £950.00 to ACME LETTINGS LTD: it is stopped\.$/).waitFor();
    expect(await page.getByText(/failed/i).count()).toBe(0);
    await expectNoAxeViolations(page, 'lost answer');
    await pictureFor(page, 'manage-money-lost-answer');
    await page.getByRole('button', { name: 'Try again' }).click();
    await h1(page, 'Payment to ACME LETTINGS LTD stopped').waitFor();
    const keys = await keysSent('DELETE', `${api}/v1/future-payments/HK-FP-2`);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expectCleanJourney(journey);
  });

  it('a cancel whose answer is lost warns before leaving that it may have gone through; back again, the same cancel is unknown and keeps its key', async () => {
    const { page } = journey;
    // The first try never reaches the bank and no answer comes back: an unknown outcome.
    const tries: { headers: Record<string, string> }[] = [];
    await page.route('**/gateway/api/v1/standing-orders/HK-SO-1', async (route) => {
      if (route.request().method() !== 'DELETE') return route.continue();
      tries.push({ headers: route.request().headers() });
      if (tries.length > 1) return route.continue();
      await route.abort('connectionreset');
    });
    await logOnAs(page, 'demo.hardkey');
    await openList(page, 'Regular payments');
    await page.getByRole('link', { name: /^Jane Smith/ }).click();
    await page.getByRole('link', { name: 'Cancel this standing order' }).click();
    await h1(page, 'Cancel your standing order to Jane Smith').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check and confirm').waitFor();
    await page.getByRole('button', { name: 'Confirm cancellation' }).click();
    await page.getByRole('heading', { level: 2, name: 'We did not get an answer from the bank' }).waitFor();

    // Nothing was typed, yet leaving asks: the cancellation may have gone through.
    await page.getByRole('link', { name: 'Balances', exact: true }).first().click();
    const leave = page.getByRole('dialog', { name: 'Are you sure you want to leave this section?' });
    await leave.waitFor();
    await leave.getByText('Your cancellation may have gone through.', { exact: false }).waitFor();
    expect(await leave.getByText('the information you have entered will not be saved', { exact: false }).count()).toBe(0);
    await expectNoAxeViolations(page, 'leave warning while an answer is unknown');
    await leave.getByRole('button', { name: 'Leave' }).click();
    await h1(page, 'Balances').waitFor();

    // The same cancel again, in a new flow: the unknown notice, and the retry under the first key.
    await openList(page, 'Regular payments');
    await page.getByRole('link', { name: /^Jane Smith/ }).click();
    await page.getByRole('link', { name: 'Cancel this standing order' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check and confirm').waitFor();
    await page.getByRole('heading', { level: 2, name: 'We did not get an answer from the bank' }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    await h1(page, 'Standing order to Jane Smith cancelled').waitFor();

    const res = await fetch(`${wiremockUrl}/__admin/requests/find`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'DELETE', url: `${api}/v1/standing-orders/HK-SO-1` }),
    });
    const { requests } = (await res.json()) as { requests: { headers: Record<string, string> }[] };
    // Two tries left the browser (the first cut off before the bank), one key: the bank got the retry under it.
    expect(tries).toHaveLength(2);
    const keys = distinctKeys(tries, 2);
    expect(keys).toHaveLength(1);
    expect(requests).toHaveLength(1);
    expect(distinctKeys(requests, 1)).toEqual(keys);
    expectCleanJourney(journey);
  });

  it('leaving while a cancel is still being sent, then cancelling again: one Idempotency-Key', async () => {
    const { page } = journey;
    // The first try is held on its way to the bank (a slow network) until the same cancel has been
    // made again: the bank still lists the standing order, so the customer can make it again.
    const { tries, release } = await holdFirstSend(page, '**/gateway/api/v1/standing-orders/HK-SO-1', 'DELETE');
    await logOnAs(page, 'demo.hardkey');
    await openList(page, 'Regular payments');
    await page.getByRole('link', { name: /^Jane Smith/ }).click();
    await page.getByRole('link', { name: 'Cancel this standing order' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check and confirm').waitFor();
    await page.getByRole('button', { name: 'Confirm cancellation' }).click();
    await page.getByRole('link', { name: 'Balances', exact: true }).first().click();
    const leave = page.getByRole('dialog', { name: 'Are you sure you want to leave this section?' });
    await leave.getByText('Your cancellation may have gone through.', { exact: false }).waitFor();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await h1(page, 'Balances').waitFor();

    // The same cancel again while the first is still out: the unknown notice, and the retry under its key.
    await openList(page, 'Regular payments');
    await page.getByRole('link', { name: /^Jane Smith/ }).click();
    await page.getByRole('link', { name: 'Cancel this standing order' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check and confirm').waitFor();
    await page.getByRole('heading', { level: 2, name: 'We did not get an answer from the bank' }).waitFor();
    expect(await page.getByRole('button', { name: 'Confirm cancellation' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Try again' }).click();
    await h1(page, 'Standing order to Jane Smith cancelled').waitFor();
    // Let go only once the retry was carried out, so the two never meet at the bank in flight (409).
    await release();
    // Every try that left the browser carried the first one's key.
    expect(distinctKeys(tries, 1)).toHaveLength(1);
  });
});
