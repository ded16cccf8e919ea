import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { logOnAs } from './support/log-on';

/** a change invalidates every list it touches. */
let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
  j.page.on('dialog', (d) => void d.accept());
});

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });
const accountNav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name }).click();

describe('a payee deleted in manage money', () => {
  it('is no longer offered by move money', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await page.getByRole('link', { name: 'Current Account', exact: true }).click();
    await h1(page, 'Transactions');
    // Move money first: it reads the payees and keeps them.
    await accountNav(page, 'Move money');
    await h1(page, 'Move money');
    await page.getByRole('link', { name: /^Pay Mike Patel/ }).waitFor();

    await accountNav(page, 'Manage money');
    await h1(page, 'Manage money');
    await page.getByRole('link', { name: 'Beneficiaries', exact: true }).click();
    await h1(page, 'Beneficiaries');
    await page.getByRole('link', { name: 'Mike Patel' }).click();
    await page.getByRole('link', { name: 'Delete this payee' }).click();
    await h1(page, 'Delete Mike Patel from your payees');
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, 'Check and confirm');
    await page.getByRole('button', { name: 'Delete payee' }).click();
    await h1(page, 'Mike Patel deleted from your payees');

    await accountNav(page, 'Move money');
    await h1(page, 'Move money');
    await page.getByRole('link', { name: /^Pay Jane Smith/ }).waitFor();
    expect(await page.getByRole('link', { name: /^Pay Mike Patel/ }).count()).toBe(0);
    await expectNoAxeViolations(page, 'move money after a payee was deleted');
    expectCleanJourney(journey);
  });
});
