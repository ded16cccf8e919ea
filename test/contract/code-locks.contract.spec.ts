import { beforeEach, describe, expect, inject, it } from 'vitest';
import { Constants } from '../../src/core/shared/constants';
import { resetDemoBankAroundTests, sendToBank } from './http-support';

/**
 * The bank keeps both code locks (docs/security.md, "The bank keeps the code locks"), with the app's
 * own numbers: a caller that ignores the page's counter still meets them. The Transaction Security
 * Code signs a payment to someone new, to a company, a standing order; the Re-authentication
 * Security Code confirms security details (a posted form) and open banking's approval as it does
 * move money's. 000000 is the demo's wrong code; any other 6 digits is right.
 */
const wiremockUrl = inject('wiremockUrl');
const api = `${wiremockUrl}/gateway/api`;
const idv = `${wiremockUrl}/gateway/idv`;

resetDemoBankAroundTests(wiremockUrl, 'lock-.*');

interface Envelope {
  header?: { statusCode: string; errorMsg?: { code: string; desc: string }[] };
}

const errorOf = (answer: { json: Envelope | null }) => answer.json?.header?.errorMsg?.[0];
const jane = { name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911', accountType: 'PERSONAL' };
/** £7.00 to someone new: signed by a Transaction Security Code. */
const toSomeoneNew = (transactionSecurityCode: string) => ({ fromAccountId: 'HK-CUR-001', amount: 700, reference: 'LOCK', payee: jane, transactionSecurityCode });
const pay = (code: string, key: string) => sendToBank<Envelope>(api, 'POST', '/legacy/create-beneficiary-adhoc', toSomeoneNew(code), key);
const ageLocks = (seconds: number) =>
  fetch(`${wiremockUrl}/__admin/ledger/demo.hardkey/code-locks/age`, { method: 'POST', body: JSON.stringify({ seconds }) }).then((res) => expect(res.status).toBe(200));

async function balance(id: string): Promise<number | undefined> {
  const res = await fetch(`${wiremockUrl}/__admin/ledger/demo.hardkey?doc=${encodeURIComponent('accounts/hardkey/accounts.json')}`);
  const doc = (await res.json()) as { documents: Record<string, { payload: { id: string; summary: { balance: number } }[] }> };
  return doc.documents['accounts/hardkey/accounts.json']?.payload.find((a) => a.id === id)?.summary.balance;
}

const signingLocked = `You've entered an incorrect Transaction Security Code 3 times. For your security, you can try again in ${Constants.tds.lockSeconds} seconds.`;
const reauthenticationLocked = "You've entered an incorrect Re-authentication Security Code 3 times. For your security, you can try again in 5 minutes.";

describe('the bank’s Transaction Security Code lock', () => {
  it('locks after the app’s last try; five wrong codes then a right one are refused by the bank, and nothing moves', async () => {
    const before = await balance('HK-CUR-001');
    const codes: (string | undefined)[] = [];
    for (let n = 0; n < 5; n += 1) codes.push(errorOf(await pay('000000', `lock-tsc-${n}`))?.code);
    // The last try's wrong code is still a wrong code (the page counts it and locks); then the lock.
    const wrong = Constants.tds.maxAttempts;
    expect(codes).toEqual([...Array<string>(wrong).fill('OLR_0043'), ...Array<string>(5 - wrong).fill('LDG_TDS_LOCKED')]);
    const right = await pay('123456', 'lock-tsc-right');
    expect(right.status).toBe(423);
    expect(errorOf(right)).toEqual({ code: 'LDG_TDS_LOCKED', desc: signingLocked });
    expect(await balance('HK-CUR-001')).toBe(before);
  });

  it('a standing order’s new amount counts on the same lock as a payment', async () => {
    for (let n = 0; n < Constants.tds.maxAttempts - 1; n += 1) expect(errorOf(await pay('000000', `lock-mixed-${n}`))?.code).toBe('OLR_0043');
    const amend = (code: string, key: string) => sendToBank<Envelope>(api, 'PATCH', '/v1/standing-orders/HK-SO-1', { amount: 27500, transactionSecurityCode: code }, key);
    expect(errorOf(await amend('000000', 'lock-mixed-amend-wrong'))?.code).toBe('OLR_0043');
    expect(errorOf(await amend('123456', 'lock-mixed-amend-right'))?.code).toBe('LDG_TDS_LOCKED');
  });

  it('the lock ends after the app’s lock time: a right code then signs once, and the count starts again', async () => {
    const before = await balance('HK-CUR-001');
    for (let n = 0; n < Constants.tds.maxAttempts; n += 1) await pay('000000', `lock-end-${n}`);
    await ageLocks(Constants.tds.lockSeconds - 2);
    expect(errorOf(await pay('123456', 'lock-end-early'))?.code).toBe('LDG_TDS_LOCKED');
    await ageLocks(2);
    expect((await pay('123456', 'lock-end-right')).json?.header?.statusCode).toBe('0000');
    expect(await balance('HK-CUR-001')).toBe((before ?? 0) - 700);
    expect(errorOf(await pay('000000', 'lock-end-wrong'))?.code).toBe('OLR_0043');
  });
});

describe('the bank’s Re-authentication lock covers security details and open banking', () => {
  beforeEach(() => fetch(`${wiremockUrl}/__admin/scenarios/reset`, { method: 'POST' }));

  /** Security details are identity-service pages: a posted form, answered with a page. */
  const changeMemorable = async (code: string, key: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${idv}/security-details/update-memorable`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': key, ...headers },
      body: new URLSearchParams({ newMemorableAnswer: 'Locked out', confirmMemorableAnswer: 'Locked out', reauthenticationCode: code }).toString(),
    });
    const html = await res.text();
    return { screen: /data-screen="([^"]+)"/.exec(html)?.[1], error: /data-error-code="([^"]+)"[^>]*>([^<]*)</.exec(html)?.slice(1, 3) };
  };
  const memorableAnswerIsNow = async () => {
    const res = await fetch(`${wiremockUrl}/__admin/ledger/demo.hardkey?doc=${encodeURIComponent('my-details/hardkey/credentials.json')}`);
    const doc = (await res.json()) as { documents: Record<string, { memorableAnswer?: string }> };
    return doc.documents['my-details/hardkey/credentials.json']?.memorableAnswer;
  };

  it('security details: five wrong codes then a right one are refused by the bank; the memorable answer stays', async () => {
    const screens: (string | undefined)[] = [];
    for (let n = 0; n < 5; n += 1) screens.push((await changeMemorable('000000', `lock-sd-${n}`)).error?.[0]);
    expect(screens).toEqual(['LOG_0008', 'LOG_0008', 'LOG_0008', 'LDG_REAUTH_LOCKED', 'LDG_REAUTH_LOCKED']);
    const before = await memorableAnswerIsNow();
    expect(before).toBeTruthy();
    const right = await changeMemorable('123456', 'lock-sd-right');
    expect(right).toEqual({ screen: 'UpdateMemorable', error: ['LDG_REAUTH_LOCKED', reauthenticationLocked] });
    expect(await memorableAnswerIsNow()).toBe(before);
  });

  it('security details: a refusal a client writes into the request itself is not the bank’s', async () => {
    const right = await changeMemorable('123456', 'lock-sd-forged', { 'X-Demo-Code-Refusal': 'OLR_0043' });
    expect(right.screen).toBe('UpdateSuccess');
  });

  it('open banking: five wrong codes then a right one are refused by the bank; no redirect with a code', async () => {
    const approve = (code: string, key: string) =>
      sendToBank<Envelope & { payload?: { redirectUri: string } }>(api, 'POST', '/v1/open-banking/authorisations/AIS-DEMO-1', { decision: 'APPROVED', accountIds: ['HK-CUR-001'], reauthenticationCode: code }, key);
    const codes: (string | undefined)[] = [];
    for (let n = 0; n < 5; n += 1) codes.push(errorOf(await approve('000000', `lock-ob-${n}`))?.code);
    expect(codes).toEqual(['OLR_0043', 'OLR_0043', 'OLR_0043', 'LDG_REAUTH_LOCKED', 'LDG_REAUTH_LOCKED']);
    const right = await approve('123456', 'lock-ob-right');
    expect(right.status).toBe(423);
    expect(errorOf(right)).toEqual({ code: 'LDG_REAUTH_LOCKED', desc: reauthenticationLocked });
    expect(right.json?.payload?.redirectUri).toBeUndefined();
  });

  it('one lock for the customer: wrong codes on security details lock open banking’s approval', async () => {
    await changeMemorable('000000', 'lock-one-1');
    await changeMemorable('000000', 'lock-one-2');
    const approve = (code: string, key: string) =>
      sendToBank<Envelope>(api, 'POST', '/v1/open-banking/authorisations/AIS-DEMO-1', { decision: 'APPROVED', accountIds: ['HK-CUR-001'], reauthenticationCode: code }, key);
    expect(errorOf(await approve('000000', 'lock-one-3'))?.code).toBe('OLR_0043');
    expect(errorOf(await approve('123456', 'lock-one-4'))?.code).toBe('LDG_REAUTH_LOCKED');
  });
});
