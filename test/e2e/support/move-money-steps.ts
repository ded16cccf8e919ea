import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { assertJournalKeepsContract } from './journal-contract';
import { idempotencyKeyOf } from './headers';
import { logOnAs } from './log-on';
import { demoBankTarget } from './demo-bank-target';

/**
 * The steps the move-money journeys share (move-money.e2e.spec.ts, the payments that complete or are
 * refused; move-money-unknown-outcomes.e2e.spec.ts, the answers that never arrive). Two files so that
 * the e2e's two workers can run them side by side.
 */

export const moveMoneyBase = '/summary/0/move-money';

const wiremock = () => demoBankTarget().wiremockUrl;

/** The Idempotency-Key values WireMock received on a confirm path. */
export async function keysSent(path: string): Promise<string[]> {
  const res = await fetch(`${wiremock()}/__admin/requests/find`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method: 'POST', urlPath: `/gateway/api${path}` }),
  });
  const { requests } = (await res.json()) as { requests: { headers: Record<string, string> }[] };
  return requests.map(idempotencyKeyOf);
}

/** The page's own session with the demo bank, for a request of the test's (a second session would end it). */
export async function pageSession(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.filter((c) => /BANK_SESSION$/.test(c.name)).map((c) => `${c.name}=${c.value}`).join('; ');
}

/** demo.hardkey's balance of an account in pence, as the ledger holds it (not as the page last drew it). */
export async function ledgerBalance(page: Page, accountId: string): Promise<number> {
  const res = await fetch(`${wiremock()}/gateway/api/v12/accounts`, { headers: { Cookie: await pageSession(page) } });
  const { payload } = (await res.json()) as { payload: { id: string; summary: { balance: number } }[] };
  const account = payload.find((a) => a.id === accountId);
  if (!account) throw new Error(`no account ${accountId}`);
  return account.summary.balance;
}

export async function clearJournal(): Promise<void> {
  await assertJournalKeepsContract(wiremock()); // every request against the contract, before the journal is emptied
  await fetch(`${wiremock()}/__admin/requests`, { method: 'DELETE' });
}

export async function heading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });
}

export async function openIndex(page: Page): Promise<void> {
  await logOnAs(page, 'demo.hardkey');
  await page.goto(`/#${moveMoneyBase}`);
  await heading(page, 'Move money');
}

export async function fillNewPayee(page: Page, p: { name: string; type: 'Personal' | 'Business'; sortCode: string; account: string; amount?: string; reference?: string }) {
  await page.getByLabel("Payee's name").fill(p.name);
  await page.getByLabel(p.type, { exact: true }).check();
  await page.getByLabel('Sort code').fill(p.sortCode);
  await page.getByLabel('Account number').fill(p.account);
  if (p.amount !== undefined) await page.getByLabel('Amount').fill(p.amount);
  if (p.reference !== undefined) await page.getByLabel('Reference', { exact: true }).fill(p.reference);
}

/**
 * By keyboard (a field's error appearing on blur cannot move the button from under a click): focus
 * the button, then Enter. A closed modal's dialog leaves the page first; its host goes a task later,
 * with the page's `inert` and focus handed back to the opener (ui/shared/Modal.tsx, an effect's
 * cleanup). In between, the button cannot take focus, and on a loaded machine that gap outlasted
 * expect.poll's default second (the known flake of 'asks before leaving a flow'). So: wait for the
 * host to go (a condition), then focus and check, waiting on the condition, not a guessed time.
 */
export async function press(page: Page, name: string): Promise<void> {
  await page.locator('[data-modal-host]').waitFor({ state: 'detached', timeout: 15_000 });
  const button = page.getByRole('button', { name, exact: true });
  await expect
    .poll(
      async () => {
        await button.focus();
        return button.evaluate((el) => el === document.activeElement);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await page.keyboard.press('Enter');
}

/**
 * From Move money, demo.hardkey's saved payee Jane Smith: £25 with this reference, Continue, and the
 * review is shown (the entries several lost-answer tests share).
 */
export async function enterSavedPayeePayment(page: Page, reference: string): Promise<void> {
  await page.getByRole('link', { name: /^Pay Jane Smith/ }).click();
  await heading(page, 'Pay a saved payee');
  await page.getByLabel('Amount').fill('25');
  await page.getByLabel('Reference', { exact: true }).fill(reference);
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, /Check and confirm/);
}

/**
 * The current account's balance on its Transactions page reaches `expected`. Polled: the balances
 * refresh after a payment may still be out when the page opens, and the header shows the list it
 * has until the refresh lands (CI's flake of November 27 read £1,842.15 a moment early). A payment
 * made twice never reaches the figure of one, so the poll cannot hide a double payment.
 */
export async function expectBalance(page: Page, expected: string): Promise<void> {
  await page.goto('/#/summary/0/transactions');
  const header = page.locator('.account-header__balance');
  await header.waitFor();
  await expect.poll(async () => (await header.innerText()).replace(/\s+/g, ' '), { timeout: 15_000 }).toContain(expected);
}

/**
 * After a lost answer: Try again is sent under the first try's Idempotency-Key (two requests on the
 * confirm path, one key), the payment is sent, and the balance shows it taken once.
 */
export async function retryKeepsTheKey(page: Page, confirmPath: string): Promise<void> {
  await page.getByRole('button', { name: 'Try again' }).click();
  await heading(page, 'Your payment has been sent');
  const keys = await keysSent(confirmPath);
  expect(keys).toHaveLength(2);
  expect(new Set(keys).size).toBe(1);
  await expectBalance(page, '£1,817.15');
}
