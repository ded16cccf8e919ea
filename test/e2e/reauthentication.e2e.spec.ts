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

/** The requests of this change the bank logged since `since` (epoch ms): its journal outlives a test. */
async function sentTo(area: Pick<Area, 'urlPath' | 'method' | 'bodyContains'>, since: number): Promise<{ headers: Record<string, string>; body: string }[]> {
  const criteria = { method: area.method ?? 'POST', urlPath: area.urlPath, ...(area.bodyContains ? { bodyPatterns: [{ contains: area.bodyContains }] } : {}) };
  const res = await fetch(`${demoBankTarget().wiremockUrl}/__admin/requests/find`, { method: 'POST', body: JSON.stringify(criteria) });
  const { requests } = (await res.json()) as { requests: { headers: Record<string, string>; body: string; loggedDate: number }[] };
  return requests.filter((r) => r.loggedDate >= since);
}

interface Area {
  name: string;
  urlPath: string;
  /** POST unless said. */
  method?: string;
  /** Only the requests of this change (a shared path). */
  bodyContains?: string;
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
  {
    name: 'a message from contact us whose text contains REAUTH',
    urlPath: '/gateway/api/v1/messages',
    bodyContains: 'REAUTH',
    async reachReview(page) {
      await page.goto('/#/contact-us');
      await h1(page, 'Contact us').waitFor();
      await page.getByRole('link', { name: 'Give feedback or make a complaint' }).click();
      await page.getByLabel('Subject').selectOption({ label: 'Feedback' });
      await page.getByLabel('Your message').fill('REAUTH: please call me back.');
      await page.getByRole('button', { name: 'Continue' }).click();
      await h1(page, 'Check your message').waitFor();
    },
    confirmLabel: 'Send',
    done: (page) => h1(page, 'Your message has been sent').waitFor(),
  },
  {
    name: 'a message from the help hub whose text contains REAUTH',
    urlPath: '/gateway/api/v1/messages',
    bodyContains: 'REAUTH',
    async reachReview(page) {
      await page.goto('/#/security/info/report-something-suspicious');
      await h1(page, 'Report something suspicious').waitFor();
      await page.getByRole('link', { name: /^Send us a message/ }).click();
      await page.getByLabel('Tell us what you received or saw').fill('REAUTH: a text asked me to call a number.');
      await page.getByRole('button', { name: 'Continue' }).click();
      await h1(page, 'Check your message').waitFor();
    },
    confirmLabel: 'Send',
    done: (page) => h1(page, 'Your message has been sent').waitFor(),
  },
  {
    name: 'an inbox reply whose text contains REAUTH',
    urlPath: '/gateway/api/v1/messages',
    bodyContains: 'REAUTH',
    async reachReview(page) {
      await page.goto('/#/inbox');
      await h1(page, 'Inbox').waitFor();
      await page.getByRole('list', { name: 'Received messages' }).getByRole('link', { name: /Your new Secure Key is on its way/ }).click();
      await page.getByLabel('Subject').selectOption({ label: 'Feedback' });
      await page.getByLabel('Your message').fill('REAUTH: thank you.');
    },
    confirmLabel: 'Send reply',
    done: (page) => page.getByText(/Your reply has been sent/).waitFor(),
  },
  {
    name: "stopping Plum's sweeping payment consent",
    urlPath: '/gateway/api/v1/open-banking/consents/OB-HK-VRP-PLUM',
    method: 'DELETE',
    async reachReview(page) {
      await page.goto('/#/open-banking/recurring-payments/OB-HK-VRP-PLUM/revoke');
      await h1(page, "Stop Plum's access").waitFor();
    },
    confirmLabel: 'Stop access',
    done: (page) => h1(page, "Plum's access has stopped").waitFor(),
  },
];

describe.each(areas)('0004 with the Re-authentication field: $name', (area) => {
  it('asks for the code, sends nothing without it, shows the bank’s word for a wrong one, and goes through under one key', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    const since = Date.now();
    await area.reachReview(page);
    const field = page.getByLabel('Re-authentication Security Code');
    expect(await field.count()).toBe(0);
    await page.getByRole('button', { name: area.confirmLabel, exact: true }).click();
    await field.waitFor();
    await expectNoAxeViolations(page, `${area.name}: 0004`);
    await page.getByRole('button', { name: area.confirmLabel, exact: true }).click();
    await page.getByRole('alert').getByRole('link', { name: 'Please enter your Re-authentication Security Code.' }).waitFor();
    expect(await sentTo(area, since)).toHaveLength(1);
    await field.fill('000000');
    await page.getByRole('button', { name: area.confirmLabel, exact: true }).click();
    await page.getByRole('alert').getByText(/incorrect Re-authentication Security Code/).waitFor();
    await field.fill('123456');
    await page.getByRole('button', { name: area.confirmLabel, exact: true }).click();
    await area.done(page);
    const sent = await sentTo(area, since);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map(idempotencyKeyOf)).size).toBe(1);
    expectCleanJourney(journey);
  });
});
