import { describe, expect, it } from 'vitest';
import { expectCleanJourney, expectNoAxeViolations, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { demoBankTarget } from './support/demo-bank-target';
import { pictureFor } from './support/screenshots';
import {
  clearJournal,
  enterSavedPayeePayment,
  expectBalance,
  fillNewPayee,
  heading,
  keysSent,
  ledgerBalance,
  moveMoneyBase,
  openIndex,
  pageSession,
  retryKeepsTheKey,
} from './support/move-money-steps';

/**
 * Money is never moved twice: a double press, answers lost on the way back (a connection reset, a
 * maintenance page, a customer who leaves while a payment is still out) and the same payment made
 * again, in the same flow, by another route or after a new log-on. The payments that complete or
 * are refused are in move-money.e2e.spec.ts.
 */
let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
  // Leaving a flow with entries asks first; a full-page navigation in a test always leaves.
  j.page.on('dialog', (d) => void d.accept());
});

const wiremock = demoBankTarget().wiremockUrl;
const base = moveMoneyBase;

describe('move money as demo.hardkey: never twice', () => {
  it('a double press on Confirm sends one request with one Idempotency-Key, and the balance moves once', async () => {
    const { page } = journey;
    await openIndex(page);
    await clearJournal();
    await page.getByRole('link', { name: 'Pay a person or business by sort code and account number' }).click();
    await heading(page, 'Pay someone new');
    await fillNewPayee(page, { name: 'Jane Smith', type: 'Personal', sortCode: '200000', account: '55779911', amount: '25', reference: 'DOUBLE' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, /Check and confirm/);
    await page.getByLabel('Transaction Security Code', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Confirm' }).dblclick();
    await heading(page, 'Your payment has been sent');
    const keys = await keysSent('/legacy/create-beneficiary-adhoc');
    expect(keys).toHaveLength(1);
    expect(new Set(keys).size).toBe(1);
    await expectBalance(page, '£1,817.15');
    await page.getByText('JANE SMITH DOUBLE').first().waitFor();
    expect(await page.getByText('JANE SMITH DOUBLE').count()).toBe(1);
    expectCleanJourney(journey);
  });

  it('a connection reset on Confirm says the payment may have gone through, shows the account, and the retry keeps the key', async () => {
    const { page } = journey;
    await openIndex(page);
    await clearJournal();
    await page.getByRole('link', { name: 'Pay a person or business by sort code and account number' }).click();
    await heading(page, 'Pay someone new');
    await fillNewPayee(page, { name: 'Jane Smith', type: 'Personal', sortCode: '200000', account: '55779911', amount: '25', reference: 'RESET' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, /Check and confirm/);
    await page.getByLabel('Transaction Security Code', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Confirm' }).click();
    const unknown = page.getByTestId('unknown-outcome');
    await unknown.getByRole('heading', { name: 'We did not get an answer from the bank' }).waitFor();
    await unknown.getByText('Your payment may have gone through.').waitFor();
    expect((await unknown.innerText()).toLowerCase()).not.toContain('failed');
    await unknown.getByText(/JANE SMITH RESET/).waitFor();
    await expectNoAxeViolations(page, 'unknown outcome');
    await pictureFor(page, 'move-money-unknown');
    await retryKeepsTheKey(page, '/legacy/create-beneficiary-adhoc');
    expectCleanJourney(journey);
  });

  it('a maintenance page with status 200 in place of the answer is unknown, not refused, and the retry keeps the key', async () => {
    const { page } = journey;
    await openIndex(page);
    await clearJournal();
    await enterSavedPayeePayment(page, 'MAINT');
    await page.getByRole('button', { name: 'Confirm' }).click();
    const unknown = page.getByTestId('unknown-outcome');
    await unknown.getByText('Your payment may have gone through.').waitFor();
    expect(await page.getByText('Your payment has not been made').count()).toBe(0);
    await retryKeepsTheKey(page, '/v1/payments');
    expectCleanJourney(journey);
  });

  it('a lost answer outlives the flow: Balances and back, the same payment shows the unknown notice and the retry keeps the key', async () => {
    const { page } = journey;
    await openIndex(page);
    await clearJournal();
    await enterSavedPayeePayment(page, 'RESET');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('unknown-outcome').getByText('Your payment may have gone through.').waitFor();
    // Leave for Balances (in the app: the session stays), then come back and enter the same payment.
    await page.goto('/#/summary');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto(`/#${base}`);
    await heading(page, 'Move money');
    await enterSavedPayeePayment(page, 'RESET');
    await page.getByTestId('unknown-outcome').getByText('Your payment may have gone through.').waitFor();
    await retryKeepsTheKey(page, '/v1/payments');
  });

  it('leaving while a payment is still being sent, then making it again: one Idempotency-Key, and the money moves once', async () => {
    const { page } = journey;
    await openIndex(page);
    await clearJournal();
    // The first send (reference SLOW, which the bank also carries out slowly) is held on its way until
    // the same payment has been made again, so the second review surely meets it still out.
    // It reaches the bank at once; only its answer is kept from the page until released.
    let sends = 0;
    let release: () => void = () => undefined;
    const answerHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/gateway/api/v1/payments', async (route) => {
      if (route.request().method() !== 'POST' || ++sends > 1) return route.continue();
      const response = await route.fetch();
      await answerHeld;
      await route.fulfill({ response }).catch(() => undefined);
    });
    await enterSavedPayeePayment(page, 'SLOW');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('link', { name: 'Balances', exact: true }).first().click();
    const leave = page.getByRole('dialog', { name: 'Are you sure you want to leave this section?' });
    await leave.getByText('Your payment may have gone through.', { exact: false }).waitFor();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('heading', { level: 1, name: 'Balances' }).waitFor();
    await page.goto(`/#${base}`);
    await heading(page, 'Move money');
    await enterSavedPayeePayment(page, 'SLOW');
    await page.getByTestId('unknown-outcome').getByText('Your payment may have gone through.').waitFor();
    expect(await page.getByRole('button', { name: 'Confirm' }).count()).toBe(0);
    // Try again goes under the first one's key (it joins the send still out), then the answer comes.
    await page.getByRole('button', { name: 'Try again' }).click();
    release();
    await heading(page, 'Your payment has been sent');
    const keys = await keysSent('/v1/payments');
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(new Set(keys).size).toBe(1);
    expect(await ledgerBalance(page, 'HK-CUR-001')).toBe(181_715);
  });

  it('a lost answer to someone new, then the same payment to the saved payee: warned on review, nothing sent', async () => {
    const { page } = journey;
    await openIndex(page);
    await clearJournal();
    await page.getByRole('link', { name: 'Pay a person or business by sort code and account number' }).click();
    await heading(page, 'Pay someone new');
    // The name retyped in another case: the bank pays its saved payee Jane Smith.
    await fillNewPayee(page, { name: 'JANE SMITH', type: 'Personal', sortCode: '20-00-00', account: '55779911', amount: '25', reference: 'RESET' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, /Check and confirm/);
    await page.getByLabel('Transaction Security Code', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('unknown-outcome').getByText('Your payment may have gone through.').waitFor();
    await page.getByRole('link', { name: 'Balances', exact: true }).first().click();
    await page.getByRole('dialog', { name: 'Are you sure you want to leave this section?' }).getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('heading', { level: 1, name: 'Balances' }).waitFor();

    await page.goto(`/#${base}`);
    await heading(page, 'Move money');
    await enterSavedPayeePayment(page, 'RENT SHARE');
    const unknown = page.getByTestId('unknown-outcome');
    await unknown.getByText('Your payment may have gone through.').waitFor();
    await expectNoAxeViolations(page, 'the same payment by another route, held');
    expect(await page.getByRole('button', { name: 'Confirm' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Try again' }).click();
    await unknown.getByText('Your payment may have gone through.').waitFor();
    expect(await keysSent('/v1/payments')).toEqual([]);
    // The bank took the lost payment once, and nothing more.
    expect(await ledgerBalance(page, 'HK-CUR-001')).toBe(181_715);
  });

  it("paid, logged off and on again, the same payment: the review says when the bank paid it and asks before paying again", async () => {
    const { page } = journey;
    await openIndex(page);
    await clearJournal();
    await enterSavedPayeePayment(page, 'RENT SHARE');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await heading(page, 'Your payment has been sent');
    await page.getByRole('button', { name: 'Log off' }).first().click();
    await page.getByRole('dialog', { name: 'Log off' }).getByRole('button', { name: 'Log off' }).click();
    await page.getByRole('heading', { name: "You've logged off" }).waitFor();

    // A new session: the tab's journal is gone; the bank's own record is not.
    await openIndex(page);
    await enterSavedPayeePayment(page, 'RENT SHARE');
    const record = (await fetch(`${wiremock}/gateway/api/v1/accounts/HK-CUR-001/recent-payments`, { headers: { Cookie: await pageSession(page) } }).then((r) => r.json())) as {
      payload: { paidAt: string }[];
    };
    expect(record.payload).toHaveLength(1);
    const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(Date.parse(record.payload[0]!.paidAt));
    const paidBefore = page.getByTestId('paid-before');
    await paidBefore.getByText(`You paid Jane Smith £25.00 at ${time} today.`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.getByRole('link', { name: 'Select that you want to make this payment again, or go back to Balances' }).waitFor();
    expect(await page.title()).toMatch(/^Error: /);
    await expectNoAxeViolations(page, 'the bank paid this already: the tick is asked for');
    expect(await keysSent('/v1/payments')).toHaveLength(1);
    await page.getByLabel('I want to make this payment again').check();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await heading(page, 'Your payment has been sent');
    expect(new Set(await keysSent('/v1/payments')).size).toBe(2);
    expect(await ledgerBalance(page, 'HK-CUR-001')).toBe(179_215);
  });
});
