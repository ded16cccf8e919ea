import { describe, expect, it } from 'vitest';
import { assertJournalKeepsContract } from './support/journal-contract';
import type { Page } from 'playwright-core';
import { expectCleanJourney, expectNoAxeViolations, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { logOnAs } from './support/log-on';
import { idempotencyKeyOf } from './support/headers';
import { demoBankTarget } from './support/demo-bank-target';
import { pictureFor } from './support/screenshots';

/**
 * one signed, idempotent confirmation for every change. Each test is a
 * customer's path that went wrong before the confirmation moved into core; the WireMock journal
 * (`/__admin/requests`) shows what the bank received and under which Idempotency-Key.
 */
let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
  j.page.on('dialog', (d) => void d.accept());
});

const wiremock = demoBankTarget().wiremockUrl;
const api = '/gateway/api';
const moveMoney = '/summary/0/move-money';

interface Sent {
  key: string;
  body: Record<string, unknown>;
}

/** What the demo bank received on one path, oldest first. */
async function sent(method: string, urlPath: string): Promise<Sent[]> {
  const res = await fetch(`${wiremock}/__admin/requests/find`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method, urlPath: `${api}${urlPath}` }),
  });
  const { requests } = (await res.json()) as { requests: { headers: Record<string, string>; body: string; loggedDate: number }[] };
  return [...requests]
    .sort((a, b) => a.loggedDate - b.loggedDate)
    .map((r) => ({ key: idempotencyKeyOf(r), body: (r.body ? JSON.parse(r.body) : {}) as Record<string, unknown> }));
}

async function clearJournal(): Promise<void> {
  await assertJournalKeepsContract(wiremock); // every request against the contract, before the journal is emptied
  await fetch(`${wiremock}/__admin/requests`, { method: 'DELETE' });
}

/** A stub of the test's own above the demo bank's; the returned function removes it. */
async function addStub(mapping: Record<string, unknown>): Promise<() => Promise<void>> {
  const res = await fetch(`${wiremock}/__admin/mappings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(mapping),
  });
  const { id } = (await res.json()) as { id: string };
  return async () => {
    await fetch(`${wiremock}/__admin/mappings/${id}`, { method: 'DELETE' });
  };
}

const envelopeError = (status: number, code: string, desc: string) => ({
  status,
  headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  jsonBody: { header: { statusCode: 'E001', errorMsg: [{ code, desc }] } },
});

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });
const tsc = (page: Page) => page.getByLabel('Transaction Security Code', { exact: true });
const reauth = (page: Page) => page.getByLabel('Re-authentication Security Code', { exact: true });

async function newPayment(page: Page, amount: string, reference: string): Promise<void> {
  await logOnAs(page, 'demo.hardkey');
  await page.goto(`/#${moveMoney}`);
  await h1(page, 'Move money');
  await clearJournal();
  await page.getByRole('link', { name: 'Pay a person or business by sort code and account number' }).click();
  await h1(page, 'Pay someone new');
  await page.getByLabel("Payee's name").fill('Jane Smith');
  await page.getByLabel('Personal', { exact: true }).check();
  await page.getByLabel('Sort code').fill('200000');
  await page.getByLabel('Account number').fill('55779911');
  await page.getByLabel('Amount').fill(amount);
  await page.getByLabel('Reference', { exact: true }).fill(reference);
  await page.getByRole('button', { name: 'Continue' }).click();
  await h1(page, /Check and confirm/);
}

const adhoc = '/legacy/create-beneficiary-adhoc';

describe('one signed, idempotent confirmation', () => {
  it('a code is bound to the amount: after a 0004, a new amount asks for a new Transaction Security Code and shows its digits', async () => {
    const { page } = journey;
    await newPayment(page, '10000', 'BIG ONE');
    await tsc(page).fill('123456');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await reauth(page).waitFor();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await h1(page, 'Pay someone new');
    await page.getByLabel('Amount').fill('9000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, /Check and confirm/);
    // A new subject: no code carried over, the Transaction Security Code again, the new digits.
    expect(await reauth(page).count()).toBe(0);
    expect(await tsc(page).inputValue()).toBe('');
    expect((await page.locator('.signing-digits__value').allInnerTexts()).join('')).toBe('9911900000');
    await expectNoAxeViolations(page, 'review after a new amount');
    await tsc(page).fill('654321');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await h1(page, 'Your payment has been sent');
    const requests = await sent('POST', adhoc);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body).toMatchObject({ amount: 900000, transactionSecurityCode: '654321' });
    expect(requests[1]?.body).not.toHaveProperty('reauthenticationCode');
    expect(requests[1]?.key).not.toBe(requests[0]?.key);
    expectCleanJourney(journey);
  });

  it('after a lost answer the payment is frozen: no change of details, the retry keeps the key', async () => {
    const { page } = journey;
    await newPayment(page, '25', 'RESET');
    await tsc(page).fill('123456');
    await page.getByRole('button', { name: 'Confirm' }).click();
    const unknown = page.getByTestId('unknown-outcome');
    await unknown.getByRole('heading', { name: 'We did not get an answer from the bank' }).waitFor();
    // The only ways on: what the bank lists now, or Try again.
    expect(await page.getByRole('link', { name: 'Change the details' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Back', exact: true }).count()).toBe(0);
    await page.getByText(/cannot be changed/).waitFor();
    await expectNoAxeViolations(page, 'frozen review');
    await pictureFor(page, 'confirm-wt-frozen-review');
    // The browser's Back (or a bookmark) cannot reopen the details either.
    await page.goBack();
    await unknown.waitFor();
    await h1(page, /Check and confirm/);
    await page.getByRole('button', { name: 'Check again' }).click();
    await page.getByRole('button', { name: 'Try again' }).dblclick();
    await h1(page, 'Your payment has been sent');
    const requests = await sent('POST', adhoc);
    expect(requests).toHaveLength(2);
    expect(new Set(requests.map((r) => r.key)).size).toBe(1);
    expectCleanJourney(journey);
  });

  it('move money retries a 0004 with the same key, the Re-authentication code in its own field, also after a wrong one', async () => {
    const { page } = journey;
    await newPayment(page, '12000', 'REAUTH');
    await tsc(page).fill('123456');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await reauth(page).waitFor();
    await page.getByRole('heading', { name: 'Generate a Re-authentication Security Code' }).waitFor();
    await expectNoAxeViolations(page, 're-authentication');
    await reauth(page).fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(/OLR_0043/).first().waitFor();
    await reauth(page).fill('222333');
    await page.getByRole('button', { name: 'Confirm' }).dblclick();
    await h1(page, 'Your payment has been sent');
    const requests = await sent('POST', adhoc);
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((r) => r.key)).size).toBe(1);
    expect(requests[0]?.body).not.toHaveProperty('reauthenticationCode');
    expect(requests[1]?.body).toMatchObject({ transactionSecurityCode: '123456', reauthenticationCode: '000000' });
    expect(requests[2]?.body).toMatchObject({ transactionSecurityCode: '123456', reauthenticationCode: '222333' });
    expectCleanJourney(journey);
  });

  it('manage money retries a 0004 with the same key, the Re-authentication code in its own field', async () => {
    const { page } = journey;
    const path = '/v1/standing-orders/HK-SO-1';
    const removeAsk = await addStub({
      priority: 1,
      request: { method: 'PATCH', urlPath: `${api}${path}`, bodyPatterns: [{ matchesJsonPath: '$[?(@.amount >= 1000000)]' }, { matchesJsonPath: { expression: '$.reauthenticationCode', absent: true } }] },
      response: envelopeError(400, '0004', 'Re-authentication required.'),
    });
    const removeTake = await addStub({
      priority: 1,
      request: { method: 'PATCH', urlPath: `${api}${path}`, bodyPatterns: [{ matchesJsonPath: '$[?(@.amount >= 1000000)]' }, { matchesJsonPath: "$[?(@.reauthenticationCode =~ /\\d{6}/)]" }] },
      response: { status: 200, headers: { 'Content-Type': 'application/json' }, jsonBody: { header: { statusCode: '0000' }, payload: {} } },
    });
    try {
      await logOnAs(page, 'demo.hardkey');
      await page.goto('/#/summary/0/manage-money/regular/standing-order/active/0/amend');
      await h1(page, 'Change your standing order to Jane Smith');
      await clearJournal();
      await page.getByLabel('Amount', { exact: true }).fill('10000');
      await page.getByRole('button', { name: 'Continue' }).click();
      await h1(page, 'Check and confirm');
      await page.getByRole('textbox', { name: /Transaction Security Code/ }).fill('123456');
      await page.getByRole('button', { name: 'Confirm change' }).click();
      await reauth(page).waitFor();
      await expectNoAxeViolations(page, 'amend re-authentication');
      await reauth(page).fill('777888');
      await page.getByRole('button', { name: 'Confirm change' }).dblclick();
      await h1(page, 'Standing order to Jane Smith changed');
      const requests = await sent('PATCH', path);
      expect(requests).toHaveLength(2);
      expect(new Set(requests.map((r) => r.key)).size).toBe(1);
      expect(requests[1]?.body).toMatchObject({ transactionSecurityCode: '123456', reauthenticationCode: '777888' });
    } finally {
      await removeAsk();
      await removeTake();
    }
    expectCleanJourney(journey);
  });

  it("a 409 'already in progress' on a payment is an unknown outcome, never 'not made'", async () => {
    const { page } = journey;
    const remove = await addStub({
      priority: 1,
      request: { method: 'POST', urlPath: `${api}${adhoc}`, bodyPatterns: [{ matchesJsonPath: { expression: '$.reference', equalTo: 'BUSY' } }] },
      response: envelopeError(409, 'FD409', 'A request with this Idempotency-Key is already in progress.'),
    });
    try {
      await newPayment(page, '25', 'BUSY');
      await tsc(page).fill('123456');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByTestId('unknown-outcome').getByRole('heading', { name: 'We did not get an answer from the bank' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Your payment has not been made' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByTestId('unknown-outcome').waitFor();
      const requests = await sent('POST', adhoc);
      expect(requests).toHaveLength(2);
      expect(new Set(requests.map((r) => r.key)).size).toBe(1);
    } finally {
      await remove();
    }
    expectCleanJourney(journey);
  });

  it('a 503 on a message send is an unknown outcome, and Try again sends the same key', async () => {
    const { page } = journey;
    const remove = await addStub({
      priority: 1,
      request: { method: 'POST', urlPathPattern: `${api}/v1/messages.*`, bodyPatterns: [{ contains: 'DEMO-503' }] },
      response: { status: 503, headers: { 'Content-Type': 'text/plain' }, body: 'Service Unavailable' },
    });
    try {
      await logOnAs(page, 'demo.hardkey');
      await page.goto('/#/contact-us');
      await h1(page, 'Contact us');
      await page.getByRole('link', { name: 'Give feedback or make a complaint' }).click();
      await h1(page, 'Give feedback or make a complaint');
      await page.getByLabel('Subject').selectOption({ label: 'Feedback' });
      await page.getByLabel('Your message').fill('Testing DEMO-503 please.');
      await page.getByRole('button', { name: 'Continue' }).click();
      await h1(page, 'Check your message');
      await clearJournal();
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByRole('heading', { name: 'We did not get an answer from the bank' }).waitFor();
      expect(await page.getByText(/Sorry, we could not send/).count()).toBe(0);
      await expectNoAxeViolations(page, 'message, unknown outcome');
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { name: 'We did not get an answer from the bank' }).waitFor();
      const res = await fetch(`${wiremock}/__admin/requests/find`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ method: 'POST', urlPathPattern: `${api}/v1/messages.*` }),
      });
      const { requests } = (await res.json()) as { requests: { headers: Record<string, string> }[] };
      expect(requests).toHaveLength(2);
      expect(new Set(requests.map((r) => idempotencyKeyOf(r))).size).toBe(1);
    } finally {
      await remove();
    }
    expectCleanJourney(journey);
  });

  it('a reply in the inbox with a lost answer is unknown: its words are kept, frozen, and Try again sends the same key once', async () => {
    const { page } = journey;
    const remove = await addStub({
      priority: 1,
      request: { method: 'POST', urlPathPattern: `${api}/v1/messages.*`, bodyPatterns: [{ contains: 'LOST-REPLY' }] },
      response: { fault: 'CONNECTION_RESET_BY_PEER' },
    });
    try {
      await logOnAs(page, 'demo.hardkey');
      await page.goto('/#/inbox');
      await h1(page, 'Inbox');
      await page.getByRole('link', { name: 'Our opening hours over the holidays' }).click();
      await page.getByRole('heading', { name: 'Reply' }).waitFor();
      await page.getByLabel('Subject').selectOption({ label: 'Feedback' });
      await page.getByLabel('Your message').fill('LOST-REPLY did this arrive? 😀');
      await clearJournal();
      await page.getByRole('button', { name: 'Send reply' }).dblclick();
      await page.getByRole('heading', { name: 'We did not get an answer from the bank' }).waitFor();
      expect(await page.getByText(/Sorry, we could not send/).count()).toBe(0);
      await page.getByText('Your reply: LOST-REPLY did this arrive? 😀').waitFor();
      await expectNoAxeViolations(page, 'reply, unknown outcome');
      await page.getByRole('button', { name: 'Try again' }).click();
      const replies = async () => {
        const res = await fetch(`${wiremock}/__admin/requests/find`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ method: 'POST', urlPathPattern: `${api}/v1/messages.*` }),
        });
        return ((await res.json()) as { requests: { headers: Record<string, string> }[] }).requests;
      };
      // The retry's answer is lost too: the notice stays, so wait for the second request itself.
      await expect.poll(async () => (await replies()).length, { timeout: 15_000 }).toBe(2);
      await page.getByRole('heading', { name: 'We did not get an answer from the bank' }).waitFor();
      expect(new Set((await replies()).map((r) => idempotencyKeyOf(r))).size).toBe(1);
    } finally {
      await remove();
    }
    expectCleanJourney(journey);
  });

  it("a reference under 4 digits cannot be signed: Confirm sends nothing and says 'A reference needs at least 4 digits.'", async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await page.goto(`/#${moveMoney}`);
    await h1(page, 'Move money');
    await clearJournal();
    await page.getByRole('link', { name: 'Pay Westminster Council Tax' }).click();
    await h1(page, 'Pay a company');
    await page.getByLabel('Amount').fill('12');
    await page.getByLabel('Your council tax account reference').fill('CT 12');
    await page.getByRole('button', { name: 'Continue' }).click();
    const modal = page.getByRole('dialog', { name: 'Your reference has fewer than 4 digits' });
    await modal.waitFor();
    await modal.getByText('A reference needs at least 4 digits.').waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    await tsc(page).fill('123456').catch(() => undefined);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('alert').getByText('A reference needs at least 4 digits.').waitFor();
    await pictureFor(page, 'confirm-wt-reference-too-short');
    await expectNoAxeViolations(page, 'reference too short on confirm');
    expect(await sent('POST', '/legacy/create-beneficiary-major')).toHaveLength(0);
    expectCleanJourney(journey);
  });

  it('the token type has one source: the amend review words the device as move money does (GET token-type)', async () => {
    const { page } = journey;
    const remove = await addStub({
      priority: 1,
      request: { method: 'GET', urlPath: `${api}/v1/move-money/token-type` },
      response: { status: 200, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }, jsonBody: { header: { statusCode: '0000' }, payload: { tokenType: 'SOFT_SELECTED' } } },
    });
    try {
      await logOnAs(page, 'demo.hardkey');
      await page.goto('/#/summary/0/manage-money/regular/standing-order/active/0/amend');
      await h1(page, 'Change your standing order to Jane Smith');
      await page.getByLabel('Amount', { exact: true }).fill('275.00');
      await page.getByRole('button', { name: 'Continue' }).click();
      await h1(page, 'Check and confirm');
      await page.getByText("Open the mobile banking app and select 'Generate a Security Code'.").waitFor();
      expect(await page.getByText('Press and hold the green button to switch on your Secure Key.').count()).toBe(0);
    } finally {
      await remove();
    }
    expectCleanJourney(journey);
  });
});
