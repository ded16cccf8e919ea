import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { logOnAs } from './support/log-on';
import { idempotencyKeyOf } from './support/headers';
import { demoBankTarget } from './support/demo-bank-target';
import { confirmThroughReauthentication } from './support/reauthentication';

/**
 * An account's nickname (docs/ui-features.md "Account nicknames"): changed under Manage account with
 * a Re-authentication Security Code, shown on Balances. It changes what the bank keeps, so each test
 * logs on afresh.
 */
let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
});

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });

async function nicknamePosts(): Promise<{ headers: Record<string, string> }[]> {
  const res = await fetch(`${demoBankTarget().wiremockUrl}/__admin/requests/find`, {
    method: 'POST',
    body: JSON.stringify({ method: 'POST', urlPath: '/gateway/api/v1/account-nicknames', bodyPatterns: [{ contains: 'Bills pot' }] }),
  });
  return ((await res.json()) as { requests: { headers: Record<string, string> }[] }).requests;
}

describe('an account nickname', () => {
  it('is refused with a message that names what to take out, then held for the code (none sends nothing, a wrong one changes nothing) and shown on Balances under one key', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await page.goto('/#/summary/0/manage-account');
    await h1(page, 'Manage account');
    await page.getByRole('link', { name: 'Account nickname' }).click();
    await h1(page, 'Give this account a nickname');
    await expectNoAxeViolations(page, 'nickname form');

    const field = page.getByLabel('Nickname', { exact: true });
    await field.fill('Holiday 🏖');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').getByRole('link', { name: /only include letters, numbers, spaces, hyphens and apostrophes\. Remove 🏖/ }).waitFor();
    expect(await page.title()).toMatch(/^Error: /);
    expect(await field.inputValue()).toBe('Holiday 🏖');
    await expectNoAxeViolations(page, 'nickname refused');

    await field.fill('  Bills pot  ');
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check the nickname');
    expect(await page.getByTestId('new-nickname').innerText()).toBe('Bills pot');
    // The bank answers 0004: the kit's field asks for the code; a press without one sends nothing, a
    // wrong one gets the bank's words, the right one changes it, all under one Idempotency-Key.
    await confirmThroughReauthentication(page, {
      name: 'nickname',
      confirm: 'Confirm nickname',
      method: 'POST',
      path: /\/v1\/account-nicknames$/,
      done: (p) => h1(p, "Your account's nickname has been changed"),
    });
    await expectNoAxeViolations(page, 'nickname changed');

    await page.getByRole('link', { name: 'See it on Balances' }).click();
    await h1(page, 'Balances');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Bills pot' }) });
    await card.waitFor({ timeout: 15_000 });
    await card.getByText('Current Account', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'balances with a nickname');

    // The bank kept the name from the one send that carried the right code: the list shows it once.
    expect(await page.getByRole('heading', { level: 3, name: 'Bills pot' }).count()).toBe(1);
    const posts = await nicknamePosts();
    expect(posts).toHaveLength(3);
    expect(new Set(posts.map(idempotencyKeyOf)).size).toBe(1);
    expectCleanJourney(journey);
  });
});
