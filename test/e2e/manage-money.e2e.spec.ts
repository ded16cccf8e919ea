import { describe, expect, it } from 'vitest';
import { expectCleanJourney, expectNoAxeViolations, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { logOnAs, waitForRoute } from './support/log-on';
import { addStub } from './support/wiremock-stubs';
import { confirmThroughReauthentication } from './support/reauthentication';
import { pictureFor } from './support/screenshots';
import { api, backToBalances, doublePress, h1, keysSent, openList, upcoming } from './support/manage-money-steps';

/**
 * Manage money's lists and the changes that complete: amend, cancel, move, delete and stop, by
 * mouse and by keyboard, re-authentication, the leave guard and a failing list. The answers that
 * never arrive and the presses that must not change anything twice are in
 * manage-money-never-twice.e2e.spec.ts; the steps both share in support/manage-money-steps.ts.
 */
let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
});

describe('manage money (demo.hardkey)', () => {
  /**
   * One change of each kind that the demo bank holds for a Re-authentication Security Code: each is
   * opened from its list, reviewed, and then confirmed through the kit's full check (a press without a
   * code sends nothing, a wrong code is refused, the right one completes it, all under one key).
   */
  const held: {
    what: string;
    list: Parameters<typeof openList>[1];
    item: string | RegExp;
    action: string;
    title: string | RegExp;
    /** A choice on the details page before Continue, where the change has one. */
    choose?: (page: JourneyPage['page']) => Promise<void>;
    confirm: string;
    method: string;
    path: string;
    done: string;
    /** What the list shows afterwards, where the change takes something off it. */
    after?: (page: JourneyPage['page']) => Promise<void>;
  }[] = [
    {
      what: 'cancelling the standing order to Cash ISA (ISA SAVINGS)',
      list: 'Regular payments', item: /^Cash ISA/, action: 'Cancel this standing order', title: 'Cancel your standing order to Cash ISA',
      confirm: 'Confirm cancellation', method: 'DELETE', path: '/v1/standing-orders/HK-SO-2', done: 'Standing order to Cash ISA cancelled',
    },
    {
      what: 'moving the standing order to Jane Smith (RENT SHARE)',
      list: 'Regular payments', item: /^Jane Smith/, action: 'Pay it from another account', title: /from another account$/,
      choose: (page) => page.getByLabel(/^Instant Access Saver/).check(),
      confirm: 'Confirm', method: 'POST', path: '/v1/standing-orders/HK-SO-1/transfer', done: 'Standing order to Jane Smith now paid from Instant Access Saver',
    },
    {
      what: 'cancelling the Direct Debit to PUREGYM LTD',
      list: 'Regular payments', item: /^PUREGYM LTD/, action: 'Cancel this Direct Debit', title: 'Cancel your Direct Debit to PUREGYM LTD',
      confirm: 'Confirm cancellation', method: 'DELETE', path: '/v1/direct-debits/HK-DD-2', done: 'Direct Debit to PUREGYM LTD cancelled',
    },
    {
      what: 'deleting the payee ACME LETTINGS LTD',
      list: 'Beneficiaries', item: 'ACME LETTINGS LTD', action: 'Delete this payee', title: 'Delete ACME LETTINGS LTD from your payees',
      confirm: 'Delete payee', method: 'DELETE', path: '/v1/beneficiaries/HK-BEN-4', done: 'ACME LETTINGS LTD deleted from your payees',
    },
    {
      what: 'stopping the future payment to Jane Smith (CAR SHARE)',
      list: 'Future payments', item: 'Jane Smith', action: 'Stop this payment', title: 'Stop your payment to Jane Smith',
      confirm: 'Stop payment', method: 'DELETE', path: '/v1/future-payments/HK-FP-3', done: 'Payment to Jane Smith stopped',
      // The bank stopped it once: the list no longer shows it, and the other two are still there.
      after: async (page) => {
        await page.getByRole('link', { name: 'Back to Future payments' }).click();
        await page.getByRole('heading', { level: 2, name: 'ACME LETTINGS LTD' }).waitFor();
        await page.getByRole('heading', { level: 2, name: 'Sam Okafor' }).waitFor();
        expect(await page.getByRole('heading', { level: 2, name: 'Jane Smith' }).count()).toBe(0);
      },
    },
  ];

  it.each(held)('$what is held for re-authentication (0004): the field, then every try under one key', async (change) => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await openList(page, change.list);
    await page.getByRole('link', { name: change.item }).click();
    await page.getByRole('link', { name: change.action }).click();
    await h1(page, change.title).waitFor();
    await change.choose?.(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check and confirm').waitFor();
    await confirmThroughReauthentication(page, {
      name: change.what,
      confirm: change.confirm,
      method: change.method,
      path: new RegExp(`^${api}${change.path}$`),
      done: (p) => h1(p, change.done).waitFor({ timeout: 20_000 }),
    });
    await change.after?.(page);
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
    await pictureFor(page, 'manage-money-regular');

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
    await pictureFor(page, 'manage-money-payees');
    await page.getByRole('link', { name: 'Jane Smith' }).click();
    await h1(page, 'Jane Smith').waitFor();
    await page.getByText(/^This payee has a standing order from this account\./).waitFor();
    await expectNoAxeViolations(page, 'payee detail');

    await page.getByRole('link', { name: 'Back to Balances' }).click();
    await h1(page, 'Balances').waitFor();
    await openList(page, 'Future payments');
    await page.getByRole('heading', { level: 2, name: 'Sam Okafor' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'ACME LETTINGS LTD' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Jane Smith' }).waitFor();
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
    await pictureFor(page, 'manage-money-amend-review');

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
      await pictureFor(page, 'manage-money-failure-empty');
      await expectNoAxeViolations(page, 'no payees');
    } finally {
      await removeFailure();
      await removeEmpty();
    }
    expectCleanJourney(journey);
  });
});
