import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanJourney, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';
import { logOnAs } from './support/log-on';
import { confirmSecurityChange } from './support/security-change';

/**
 * The bank keeps the code locks, not only the page (docs/security.md, "The bank keeps the code
 * locks"). The page locks after its 3 wrong codes and sends nothing more; the test then sends what a
 * caller ignoring the page would, from the page itself (its session cookie, the app's common headers):
 * two more wrong codes and a right one. The bank refuses them all and nothing changes, so the page's
 * lock and the bank's agree.
 */
let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
});

/** The app's common headers, for a request the test sends from the page itself. */
const appHeaders = { 'X-Channel': 'WEB', 'X-Locale': 'en_GB', 'X-Country': 'GB', 'X-Group-Member': 'UKDIRECT', 'X-Technology': '2G', 'X-Token-Type': 'SESSION_TOKEN' };
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });

describe('the bank keeps the code locks the page shows', () => {
  it('security details: the page locks after three wrong codes; two more and a right one sent anyway are refused by the bank, and open banking is locked too', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My details' }).click();
    await h1(page, 'My details');
    await page.getByRole('link', { name: 'Security details' }).click();
    await h1(page, 'Security details');
    await page.getByRole('button', { name: 'Change your memorable answer' }).click();
    await h1(page, 'Change your memorable answer');
    const code = page.getByLabel('Re-authentication Security Code');
    // Each wrong code's refusal is waited for (the tries left, then the lock) before the next try is
    // typed: the refusal clears the entries, so typing while it is still on its way would be lost.
    const after = ['You have 2 tries left', 'You have 1 try left', null];
    for (const said of after) {
      await page.getByLabel('New memorable answer', { exact: true }).fill('Locked out');
      await page.getByLabel('Confirm your new memorable answer').fill('Locked out');
      await confirmSecurityChange(page, '000000');
      await expect.poll(() => code.inputValue()).toBe('');
      if (said) await page.getByText(said).first().waitFor();
    }
    await page.getByText(/3 times\. For your security, you can try again in 5 minutes\./).first().waitFor();
    expect(await code.isDisabled()).toBe(true);

    const refused = await page.evaluate(async (headers) => {
      const post = async (reauthenticationCode: string, key: string) => {
        const res = await fetch('/gateway/idv/security-details/update-memorable', {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': key },
          body: new URLSearchParams({ newMemorableAnswer: 'Locked out', confirmMemorableAnswer: 'Locked out', reauthenticationCode }).toString(),
        });
        const html = await res.text();
        return { screen: /data-screen="([^"]+)"/.exec(html)?.[1], error: /data-error-code="([^"]+)"/.exec(html)?.[1] };
      };
      const answers = [await post('000000', 'code-lock-e2e-4'), await post('000000', 'code-lock-e2e-5'), await post('123456', 'code-lock-e2e-right')];
      const approval = await fetch('/gateway/api/v1/open-banking/authorisations/AIS-DEMO-1', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': 'code-lock-e2e-ob' },
        body: JSON.stringify({ decision: 'APPROVED', accountIds: ['HK-CUR-001'], reauthenticationCode: '123456' }),
      });
      return { answers, approval: { status: approval.status, body: (await approval.json()) as { header?: { errorMsg?: { code: string }[] } } } };
    }, appHeaders);
    expect(refused.answers).toEqual([
      { screen: 'UpdateMemorable', error: 'LDG_REAUTH_LOCKED' },
      { screen: 'UpdateMemorable', error: 'LDG_REAUTH_LOCKED' },
      { screen: 'UpdateMemorable', error: 'LDG_REAUTH_LOCKED' },
    ]);
    expect(refused.approval.status).toBe(423);
    expect(refused.approval.body.header?.errorMsg?.[0]?.code).toBe('LDG_REAUTH_LOCKED');
    expectCleanJourney(journey);
  });

  it('move money: the page locks signing after three wrong codes; a right code sent anyway is refused by the bank, and nothing moves', async () => {
    const { page } = journey;
    await logOnAs(page, 'demo.hardkey');
    await page.goto('/#/summary/0/move-money');
    await h1(page, 'Move money');
    await page.getByRole('link', { name: 'Pay a person or business by sort code and account number' }).click();
    await h1(page, 'Pay someone new');
    await page.getByLabel("Payee's name").fill('Jane Smith');
    await page.getByLabel('Personal', { exact: true }).check();
    await page.getByLabel('Sort code').fill('200000');
    await page.getByLabel('Account number').fill('55779911');
    await page.getByLabel('Amount').fill('25');
    await page.getByLabel('Reference', { exact: true }).fill('LOCKED');
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page, /Check and confirm/);
    const code = page.getByLabel('Transaction Security Code', { exact: true });
    for (let i = 0; i < 3; i += 1) {
      await code.fill('000000');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText(/\(OLR_0043\)/).waitFor();
      await expect.poll(() => code.inputValue()).toBe('');
    }
    await page.getByTestId('signing-locked').waitFor();
    expect(await code.isDisabled()).toBe(true);

    const sent = await page.evaluate(async (headers) => {
      const balance = async () => {
        const list = (await (await fetch('/gateway/api/v12/accounts', { headers })).json()) as { payload: { id: string; summary: { balance: number } }[] };
        return list.payload.find((a) => a.id === 'HK-CUR-001')?.summary.balance;
      };
      const before = await balance();
      const res = await fetch('/gateway/api/legacy/create-beneficiary-adhoc', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': 'code-lock-e2e-tsc' },
        body: JSON.stringify({
          fromAccountId: 'HK-CUR-001',
          amount: 2500,
          reference: 'LOCKED',
          payee: { name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911', accountType: 'PERSONAL' },
          transactionSecurityCode: '123456',
        }),
      });
      return { status: res.status, body: (await res.json()) as { header?: { errorMsg?: { code: string; desc: string }[] } }, before, after: await balance() };
    }, appHeaders);
    expect(sent.status).toBe(423);
    expect(sent.body.header?.errorMsg?.[0]?.code).toBe('LDG_TDS_LOCKED');
    expect(sent.before).toBeTypeOf('number');
    expect(sent.after).toBe(sent.before);
    expectCleanJourney(journey);
  });
});
