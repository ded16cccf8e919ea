import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './browser';
import { idempotencyKeyOf } from './headers';
import { clearJournal, requestsTo } from './wiremock-journal';

export interface ReauthenticatedChange {
  /** What the axe check and a failure call the page. */
  name: string;
  /** The button that sends the change (its exact name). */
  confirm: string;
  /** The change's request in the WireMock journal. */
  method: string;
  path: RegExp;
  /** Waits for the page that says the change was made. */
  done(page: Page): Promise<void>;
}

/**
 * 0004 on the review on screen, as the demo bank answers it for named demo data
 * (docs/answers-and-reauthentication.md): the first press gets the Re-authentication field, a press
 * without a code sends nothing, a wrong code (000000) gets the bank's words and counts on its lock,
 * the right code completes the change, and every try goes under one Idempotency-Key.
 */
export async function confirmThroughReauthentication(page: Page, change: ReauthenticatedChange): Promise<void> {
  await clearJournal();
  const field = page.getByLabel('Re-authentication Security Code');
  const press = () => page.getByRole('button', { name: change.confirm, exact: true }).click();
  expect(await field.count()).toBe(0);
  await press();
  await field.waitFor({ timeout: 20_000 });
  await expectNoAxeViolations(page, `${change.name}: 0004`);
  await press();
  await page.getByRole('alert').getByRole('link', { name: 'Please enter your Re-authentication Security Code.' }).waitFor();
  expect(await requestsTo(change.method, change.path)).toHaveLength(1);
  await field.fill('000000');
  await press();
  await page.getByRole('alert').getByText(/incorrect Re-authentication Security Code/).waitFor({ timeout: 20_000 });
  await field.fill('123456');
  await press();
  await change.done(page);
  const sent = await requestsTo(change.method, change.path);
  expect(sent).toHaveLength(3);
  expect(new Set(sent.map(idempotencyKeyOf)).size).toBe(1);
}
