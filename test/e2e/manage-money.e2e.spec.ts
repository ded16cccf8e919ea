import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { logOnAs, waitForRoute } from './support/log-on';
import { distinctKeys, idempotencyKeyOf } from './support/headers';
import { addStub } from './support/wiremock-stubs';
import { demoBankTarget } from './support/demo-bank-target';
import { confirmThroughReauthentication } from './support/reauthentication';
import { holdFirstSend } from './support/hold-first-send';

let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
});

const wiremockUrl = demoBankTarget().wiremockUrl;
const api = '/gateway/api';

/** Every Idempotency-Key the demo bank received for a change (method and path). */
async function keysSent(method: string, url: string, bodyContains?: string): Promise<string[]> {
  const res = await fetch(`${wiremockUrl}/__admin/requests/find`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method, url, ...(bodyContains ? { bodyPatterns: [{ contains: bodyContains }] } : {}) }),
  });
  const { requests } = (await res.json()) as { requests: { headers: Record<string, string> }[] };
  return requests.map(idempotencyKeyOf);
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** From Balances to one of the manage-money lists of the current account, by the links a customer uses. */
async function openList(page: Page, list: 'Regular payments' | 'Beneficiaries' | 'Future payments'): Promise<void> {
  await page.getByRole('link', { name: 'Current Account', exact: true }).click();
  await h1(page, 'Transactions').waitFor();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Manage money' }).click();
  await h1(page, 'Manage money').waitFor();
  await page.getByRole('link', { name: list, exact: true }).click();
  await h1(page, list).waitFor();
}

async function backToBalances(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Balances', exact: true }).first().click();
  await h1(page, 'Balances').waitFor();
}

const upcoming = (page: Page) => page.getByRole('region', { name: 'Upcoming transactions' });

/** Presses Confirm twice in a row, as an impatient customer would. */
async function doublePress(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name }).dblclick();
}

describe('manage money (demo.hardkey)', () => {
  it('cancelling the standing order to Cash ISA (ISA SAVINGS) is held for re-authentication (0004): the field, then every try under one key', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await openList(page, 'Regular payments');
    await page.getByRole('link', { name: /^Cash ISA/ }).click();
    await page.getByRole('link', { name: 'Cancel this standing order' }).click();
    await h1(page, 'Cancel your standing order to Cash ISA').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check and confirm').waitFor();
    await confirmThroughReauthentication(page, {
      name: 'cancel a standing order',
      confirm: 'Confirm cancellation',
      method: 'DELETE',
      path: new RegExp(`^${api}/v1/standing-orders/HK-SO-2$`),
      done: (p) => h1(p, 'Standing order to Cash ISA cancelled').waitFor({ timeout: 20_000 }),
    });
    expectCleanJourney(journey);
  });

  it('moving the standing order to Jane Smith (RENT SHARE) is held for re-authentication (0004): the field, then every try under one key', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await openList(page, 'Regular payments');
    await page.getByRole('link', { name: /^Jane Smith/ }).click();
    await page.getByRole('link', { name: 'Pay it from another account' }).click();
    await h1(page, /from another account$/).waitFor();
    await page.getByLabel(/^Instant Access Saver/).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check and confirm').waitFor();
    await confirmThroughReauthentication(page, {
      name: 'move a standing order',
      confirm: 'Confirm',
      method: 'POST',
      path: new RegExp(`^${api}/v1/standing-orders/HK-SO-1/transfer$`),
      done: (p) => h1(p, 'Standing order to Jane Smith now paid from Instant Access Saver').waitFor({ timeout: 20_000 }),
    });
    expectCleanJourney(journey);
  });

  it('cancelling the Direct Debit to PUREGYM LTD is held for re-authentication (0004): the field, then every try under one key', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await openList(page, 'Regular payments');
    await page.getByRole('link', { name: /^PUREGYM LTD/ }).click();
    await page.getByRole('link', { name: 'Cancel this Direct Debit' }).click();
    await h1(page, 'Cancel your Direct Debit to PUREGYM LTD').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check and confirm').waitFor();
    await confirmThroughReauthentication(page, {
      name: 'cancel a Direct Debit',
      confirm: 'Confirm cancellation',
      method: 'DELETE',
      path: new RegExp(`^${api}/v1/direct-debits/HK-DD-2$`),
      done: (p) => h1(p, 'Direct Debit to PUREGYM LTD cancelled').waitFor({ timeout: 20_000 }),
    });
    expectCleanJourney(journey);
  });

  it('deleting the payee ACME LETTINGS LTD is held for re-authentication (0004): the field, then every try under one key', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await openList(page, 'Beneficiaries');
    await page.getByRole('link', { name: 'ACME LETTINGS LTD' }).click();
    await page.getByRole('link', { name: 'Delete this payee' }).click();
    await h1(page, 'Delete ACME LETTINGS LTD from your payees').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check and confirm').waitFor();
    await confirmThroughReauthentication(page, {
      name: 'delete a payee',
      confirm: 'Delete payee',
      method: 'DELETE',
      path: new RegExp(`^${api}/v1/beneficiaries/HK-BEN-4$`),
      done: (p) => h1(p, 'ACME LETTINGS LTD deleted from your payees').waitFor({ timeout: 20_000 }),
    });
    expectCleanJourney(journey);
  });

  it('lists regular payments, payees and future payments with their details, each page passing axe', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await openList(page, 'Regular payments');
    await page.getByRole('heading', { level: 2, name: 'Standing orders' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Direct Debits' }).waitFor();
    for (const name of ['Jane Smith', 'Cash ISA', 'Regular Saver', 'OCTOPUS ENERGY', 'PUREGYM LTD']) {
      await page.getByRole('heading', { level: 3, name: new RegExp(`^${name}`) }).waitFor();
    }
    await page.getByText('£250.00').first().waitFor();
    await expectNoAxeViolations(page, 'regular payments');
    await page.screenshot({ path: '/tmp/manage-money-regular.png', fullPage: true });

    await page.getByRole('link', { name: /^OCTOPUS ENERGY/ }).click();
    await h1(page, 'Direct Debit to OCTOPUS ENERGY').waitFor();
    await waitForRoute(page, '/summary/0/manage-money/regular/direct-debit/active/0');
    // A Direct Debit can be cancelled, never amended or moved.
    await page.getByRole('link', { name: 'Cancel this Direct Debit' }).waitFor();
    expect(await page.getByRole('link', { name: /Change amount/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Pay it from another account' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'Direct Debit detail');

    await page.getByRole('link', { name: 'Back to Regular payments' }).click();
    await page.getByRole('link', { name: /^Jane Smith/ }).click();
    await h1(page, 'Standing order to Jane Smith').waitFor();
    await page.getByRole('link', { name: 'Change amount, date, frequency or reference' }).waitFor();
    await page.getByRole('link', { name: 'Pay it from another account' }).waitFor();
    await expectNoAxeViolations(page, 'standing order detail');

    await page.getByRole('link', { name: 'Back to Balances' }).click();
    await h1(page, 'Balances').waitFor();
    await openList(page, 'Beneficiaries');
    for (const name of ['Jane Smith', 'Mike Patel', 'Sam Okafor', 'ACME LETTINGS LTD']) {
      await page.getByRole('heading', { level: 2, name }).waitFor();
    }
    await page.getByText('20-00-00').waitFor();
    await expectNoAxeViolations(page, 'payees');
    await page.screenshot({ path: '/tmp/manage-money-payees.png', fullPage: true });
    await page.getByRole('link', { name: 'Jane Smith' }).click();
    await h1(page, 'Jane Smith').waitFor();
    await page.getByText(/^This payee has a standing order from this account\./).waitFor();
    await expectNoAxeViolations(page, 'payee detail');

    await page.getByRole('link', { name: 'Back to Balances' }).click();
    await h1(page, 'Balances').waitFor();
    await openList(page, 'Future payments');
    await page.getByRole('heading', { level: 2, name: 'Sam Okafor' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'ACME LETTINGS LTD' }).waitFor();
    await expectNoAxeViolations(page, 'future payments');
    await page.getByRole('link', { name: 'Sam Okafor' }).click();
    await h1(page, 'Payment to Sam Okafor').waitFor();
    await expectNoAxeViolations(page, 'future payment detail');
    expectCleanJourney(journey);
  });

  it("amends Jane Smith's standing order to £275.00 with a Transaction Security Code: the list and upcoming transactions show it", async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await upcoming(page).getByText('JANE SMITH RENT SHARE').waitFor();
    await openList(page, 'Regular payments');
    await page.getByRole('link', { name: /^Jane Smith/ }).click();
    await page.getByRole('link', { name: 'Change amount, date, frequency or reference' }).click();
    await h1(page, 'Change your standing order to Jane Smith').waitFor();

    // Bad input: a specific message, and nothing typed is lost.
    const amount = page.getByLabel('Amount', { exact: true });
    await amount.fill('27x');
    // A click straight from the field: its message must not move Continue away before the click lands.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').getByRole('link', { name: 'This field requires a numeric value' }).waitFor();
    expect(await amount.inputValue()).toBe('27x');
    expect(await page.title()).toMatch(/^Error: /);
    await expectNoAxeViolations(page, 'amend, with an error');

    await amount.fill('275.00');
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check and confirm').waitFor();
    await page.getByText('£275.00 (was £250.00)').waitFor();
    const code = page.getByRole('textbox', { name: /Transaction Security Code/ });
    await code.waitFor();
    // The Secure Key panel asks for Jane Smith's last 4 digits (55779911), then the new amount in pence.
    expect(await page.locator('.signing-digits__value').allInnerTexts()).toEqual(['9911', '27500']);
    await expectNoAxeViolations(page, 'amend review with the signing panel');
    await page.screenshot({ path: '/tmp/manage-money-amend-review.png', fullPage: true });

    // A wrong code is refused (OLR_0043) and changes nothing.
    await code.fill('000000');
    await page.getByRole('button', { name: 'Confirm change' }).click();
    await page.getByText(/OLR_0043/).first().waitFor();
    await expectNoAxeViolations(page, 'amend review, wrong code');

    await code.fill('123456');
    await doublePress(page, 'Confirm change');
    await h1(page, 'Standing order to Jane Smith changed').waitFor();
    await expectNoAxeViolations(page, 'amend confirmed');
    const keys = await keysSent('PATCH', `${api}/v1/standing-orders/HK-SO-1`, '"123456"');
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(1);

    await page.getByRole('link', { name: 'Back to Regular payments' }).click();
    await h1(page, 'Regular payments').waitFor();
    await page.getByText('£275.00').first().waitFor();
    await backToBalances(page);
    const jane = upcoming(page).getByRole('listitem').filter({ hasText: 'JANE SMITH RENT SHARE' });
    await jane.getByText(/£275\.00/).first().waitFor();
    expectCleanJourney(journey);
  });

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

  it("'Pay this payee' opens move money's saved-payee flow for that payee", async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await openList(page, 'Beneficiaries');
    await page.getByRole('link', { name: 'Jane Smith' }).click();
    await h1(page, 'Jane Smith').waitFor();
    await page.getByRole('link', { name: 'Pay this payee' }).click();
    await h1(page, 'Pay a saved payee').waitFor();
    expect(page.url()).toMatch(/\/summary\/\d+\/move-money\/transfers\/payee\/[^/]+$/);
    await page.getByText('Jane Smith').first().waitFor();
    expect(await page.getByLabel('Reference', { exact: true }).inputValue()).toBe('RENT SHARE');
    await expectNoAxeViolations(page, 'pay this payee');
    expectCleanJourney(journey);
  });

  it('deletes a payee and stops a future payment: gone from the lists and the upcoming transactions', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await upcoming(page).getByText('SAM OKAFOR HOLIDAY').waitFor();
    await openList(page, 'Beneficiaries');
    await page.getByRole('link', { name: 'Mike Patel' }).click();
    await page.getByRole('link', { name: 'Delete this payee' }).click();
    await h1(page, 'Delete Mike Patel from your payees').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check and confirm').waitFor();
    await expectNoAxeViolations(page, 'delete payee review');
    await doublePress(page, 'Delete payee');
    await h1(page, 'Mike Patel deleted from your payees').waitFor();
    expect(await keysSent('DELETE', `${api}/v1/beneficiaries/HK-BEN-2`)).toHaveLength(1);
    await page.getByRole('link', { name: 'Back to Beneficiaries' }).click();
    await page.getByRole('heading', { level: 2, name: 'Jane Smith' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Mike Patel' }).count()).toBe(0);

    await backToBalances(page);
    await openList(page, 'Future payments');
    await page.getByRole('link', { name: 'Sam Okafor' }).click();
    await page.getByRole('link', { name: 'Stop this payment' }).click();
    await h1(page, 'Stop your payment to Sam Okafor').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check and confirm').waitFor();
    await doublePress(page, 'Stop payment');
    await h1(page, 'Payment to Sam Okafor stopped').waitFor();
    await expectNoAxeViolations(page, 'stop confirmed');
    expect(await keysSent('DELETE', `${api}/v1/future-payments/HK-FP-1`)).toHaveLength(1);
    await page.getByRole('link', { name: 'Back to Future payments' }).click();
    await page.getByRole('heading', { level: 2, name: 'ACME LETTINGS LTD' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Sam Okafor' }).count()).toBe(0);
    await backToBalances(page);
    await upcoming(page).getByText('OCTOPUS ENERGY').waitFor();
    expect(await upcoming(page).getByText('SAM OKAFOR HOLIDAY').count()).toBe(0);
    expectCleanJourney(journey);
  });

  it('works by keyboard alone: moves a standing order with the arrow keys and Enter', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    const press = async (name: string, role: 'link' | 'button' = 'link', key = 'Enter') => {
      const target = page.getByRole(role, { name, exact: true });
      await target.focus();
      await page.keyboard.press(key);
    };
    await press('Current Account');
    await h1(page, 'Transactions').waitFor();
    await press('Manage money');
    await h1(page, 'Manage money').waitFor();
    await press('Regular payments');
    await h1(page, 'Regular payments').waitFor();
    await page.getByRole('link', { name: /^Regular Saver/ }).focus();
    await page.keyboard.press('Enter');
    await h1(page, 'Standing order to Regular Saver').waitFor();
    await press('Pay it from another account');
    await h1(page, /from another account$/).waitFor();
    await page.getByLabel(/^Bonus Saver/).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByLabel(/^Cash ISA/).isChecked()).toBe(true);
    await press('Continue', 'button');
    await h1(page, 'Check and confirm').waitFor();
    await page.getByText('Paid from after the change').waitFor();
    await press('Confirm', 'button');
    await h1(page, 'Standing order to Regular Saver now paid from Cash ISA').waitFor();
    expect(await keysSent('POST', `${api}/v1/standing-orders/HK-SO-3/transfer`)).toHaveLength(1);
    expectCleanJourney(journey);
  });

  it('asks before leaving an amend the customer has typed in, and keeps what was typed on Stay', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await openList(page, 'Regular payments');
    await page.getByRole('link', { name: /^Jane Smith/ }).click();
    await page.getByRole('link', { name: 'Change amount, date, frequency or reference' }).click();
    const amount = page.getByLabel('Amount', { exact: true });
    await amount.fill('300.00');
    await page.getByRole('link', { name: 'Back to Balances' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to leave this section?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'leave guard on amend');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await h1(page, 'Change your standing order to Jane Smith').waitFor();
    expect(await amount.inputValue()).toBe('300.00');
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
    await page.screenshot({ path: '/tmp/manage-money-lost-answer.png', fullPage: true });
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
    release();
    await h1(page, 'Standing order to Jane Smith cancelled').waitFor();
    // Every try that left the browser carried the first one's key.
    expect(distinctKeys(tries, 1)).toHaveLength(1);
  });

  it('shows a failing list with its code, Back and Balances; the payees list empty', async () => {
    const { page } = journey;
    const removeFailure = await addStub({
      priority: 1,
      request: { method: 'GET', urlPath: `${api}/v1/accounts/HK-CUR-001/regular-payments` },
      response: {
        status: 500,
        jsonBody: { header: { statusCode: 'E001', errorMsg: [{ code: 'MM0500', desc: 'Regular payments are unavailable.' }] } },
        headers: { 'Content-Type': 'application/json' },
      },
    });
    const removeEmpty = await addStub({
      priority: 1,
      request: { method: 'GET', urlPath: `${api}/v1/beneficiaries` },
      response: { status: 200, jsonBody: { payload: [], messages: [] }, headers: { 'Content-Type': 'application/json' } },
    });
    try {
      await logOnAs(page, 'demo.hardkey');
      await openList(page, 'Regular payments');
      await page.locator('[data-error-code="MM0500"]').waitFor();
      await page.getByRole('button', { name: 'Balances' }).waitFor();
      await page.getByRole('button', { name: 'Back' }).waitFor();
      await expectNoAxeViolations(page, 'regular payments failed');
      await page.getByRole('button', { name: 'Balances' }).click();
      await h1(page, 'Balances').waitFor();
      await openList(page, 'Beneficiaries');
      await page.getByText(/^You have no saved payees\./).waitFor();
      await page.screenshot({ path: '/tmp/manage-money-failure-empty.png', fullPage: true });
      await expectNoAxeViolations(page, 'no payees');
    } finally {
      await removeFailure();
      await removeEmpty();
    }
    expectCleanJourney(journey);
  });
});
