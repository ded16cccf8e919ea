import type { Page } from 'playwright-core';
import { idempotencyKeyOf } from './headers';
import { demoBankTarget } from './demo-bank-target';

/**
 * The steps the manage-money journeys share (manage-money.e2e.spec.ts, the lists and the changes
 * that complete; manage-money-never-twice.e2e.spec.ts, the answers that never arrive). Two files so
 * that the e2e's two workers can run them side by side.
 */

export const api = '/gateway/api';

/** Every Idempotency-Key the demo bank received for a change (method and path). */
export async function keysSent(method: string, url: string, bodyContains?: string): Promise<string[]> {
  const res = await fetch(`${demoBankTarget().wiremockUrl}/__admin/requests/find`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method, url, ...(bodyContains ? { bodyPatterns: [{ contains: bodyContains }] } : {}) }),
  });
  const { requests } = (await res.json()) as { requests: { headers: Record<string, string> }[] };
  return requests.map(idempotencyKeyOf);
}

export const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** From Balances to one of the manage-money lists of the current account, by the links a customer uses. */
export async function openList(page: Page, list: 'Regular payments' | 'Beneficiaries' | 'Future payments'): Promise<void> {
  await page.getByRole('link', { name: 'Current Account', exact: true }).click();
  await h1(page, 'Transactions').waitFor();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Manage money' }).click();
  await h1(page, 'Manage money').waitFor();
  await page.getByRole('link', { name: list, exact: true }).click();
  await h1(page, list).waitFor();
}

export async function backToBalances(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Balances', exact: true }).first().click();
  await h1(page, 'Balances').waitFor();
}

export const upcoming = (page: Page) => page.getByRole('region', { name: 'Upcoming transactions' });

/** Presses Confirm twice in a row, as an impatient customer would. */
export async function doublePress(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name }).dblclick();
}
