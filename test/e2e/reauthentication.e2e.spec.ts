import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { logOnAs } from './support/log-on';
import { idempotencyKeyOf } from './support/headers';
import { demoBankTarget } from './support/demo-bank-target';

/**
 * 0004 outside move money (docs/answers-and-reauthentication.md): the bank asks for the
 * Re-authentication Security Code, the page shows the one Re-authentication field, a press without a
 * code sends nothing, the bank's words for a wrong code are shown, and every try goes under one key.
 */
let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
});

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function sentTo(urlPath: string): Promise<{ headers: Record<string, string>; body: string }[]> {
  const res = await fetch(`${demoBankTarget().wiremockUrl}/__admin/requests/find`, { method: 'POST', body: JSON.stringify({ method: 'POST', urlPath }) });
  return ((await res.json()) as { requests: { headers: Record<string, string>; body: string }[] }).requests;
}

interface Area {
  name: string;
  urlPath: string;
  /** From Balances to the press that the bank answers 0004. */
  reachReview(page: Page): Promise<void>;
  confirmLabel: string;
  done(page: Page): Promise<void>;
}

const areas: Area[] = [
  {
    name: 'statement preferences: paper and online',
    urlPath: '/gateway/api/v1/statement-preferences',
    async reachReview(page) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My details' }).click();
      await page.getByRole('link', { name: 'Statement preferences' }).click();
      await h1(page, 'Statement preferences').waitFor();
      await page.getByRole('group', { name: /Current Account/ }).getByLabel('Paper and online').check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await h1(page, 'Check your statement preferences').waitFor();
    },
    confirmLabel: 'Confirm',
    done: (page) => h1(page, 'Your statement preferences have been changed').waitFor(),
  },
];

describe.each(areas)('0004 with the Re-authentication field: $name', (area) => {
  it('asks for the code, sends nothing without it, shows the bank’s word for a wrong one, and goes through under one key', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await area.reachReview(page);
    const field = page.getByLabel('Re-authentication Security Code');
    expect(await field.count()).toBe(0);
    await page.getByRole('button', { name: area.confirmLabel, exact: true }).click();
    await field.waitFor();
    await expectNoAxeViolations(page, `${area.name}: 0004`);
    await page.getByRole('button', { name: area.confirmLabel, exact: true }).click();
    await page.getByRole('alert').getByRole('link', { name: 'Please enter your Re-authentication Security Code.' }).waitFor();
    expect(await sentTo(area.urlPath)).toHaveLength(1);
    await field.fill('000000');
    await page.getByRole('button', { name: area.confirmLabel, exact: true }).click();
    await page.getByRole('alert').getByText(/incorrect Re-authentication Security Code/).waitFor();
    await field.fill('123456');
    await page.getByRole('button', { name: area.confirmLabel, exact: true }).click();
    await area.done(page);
    const sent = await sentTo(area.urlPath);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map(idempotencyKeyOf)).size).toBe(1);
    expectCleanJourney(journey);
  });
});
