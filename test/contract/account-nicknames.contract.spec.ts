import { describe, expect, inject, it } from 'vitest';
import { HttpAccountNicknamesAdapter } from '../../src/adapters/account-nickname/http-account-nickname.adapter';
import { findRequests, headerOf, realHttpClient, resetDemoBankAroundTests, sendToBank, wiremockConfig } from './http-support';
import { errorCode, type Envelope } from './support/bank-calls';
import { customerCookie } from './support/customer-session';

/**
 * Account nicknames against the demo bank (docs/api/account-nicknames.md): the ledger keeps one per
 * customer per account; a change needs a Re-authentication Security Code (0004 without one); what
 * the bank refuses (no code, read-only, a nickname the rule refuses, someone else's account, a
 * code spent on another change) changes nothing.
 */
const wiremockUrl = inject('wiremockUrl');
const api = `${wiremockUrl}/gateway/api`;
const config = wiremockConfig(wiremockUrl);
const nicknames = () => new HttpAccountNicknamesAdapter(realHttpClient(config).client, config);

resetDemoBankAroundTests(wiremockUrl, 'nickname-.*');

const change = (body: Record<string, unknown>, key: string, headers: Record<string, string> = {}) => sendToBank<Envelope>(api, 'POST', '/v1/account-nicknames', body, key, headers);

async function listOf(customer: string): Promise<unknown> {
  const res = await fetch(`${api}/v1/account-nicknames`, { headers: { Cookie: await customerCookie(customer) } });
  return ((await res.json()) as { payload: unknown }).payload;
}

describe('the bank keeps account nicknames', () => {
  it('asks for the code (0004) and keeps nothing, then keeps the nickname sent with one and lists it', async () => {
    expect(await nicknames().nicknames()).toEqual([]);
    await expect(nicknames().changeNickname({ accountId: 'HK-CUR-001', nickname: 'Bills pot' }, 'nickname-first')).rejects.toMatchObject({ error: { code: '0004' } });
    expect(await nicknames().nicknames()).toEqual([]);

    await nicknames().changeNickname({ accountId: 'HK-CUR-001', nickname: 'Bills pot' }, 'nickname-first', { reauthenticationCode: '246810' });
    expect(await nicknames().nicknames()).toEqual([{ accountId: 'HK-CUR-001', nickname: 'Bills pot' }]);
    const posts = await findRequests(wiremockUrl, { method: 'POST', urlPath: '/gateway/api/v1/account-nicknames', headers: { 'Idempotency-Key': { equalTo: 'nickname-first' } } });
    expect(posts.map((p) => headerOf(p.headers, 'Idempotency-Key'))).toEqual(['nickname-first', 'nickname-first']);
  });

  it('keeps one per account and per customer: a second account has its own, another customer sees none', async () => {
    expect(errorCode(await change({ accountId: 'HK-CUR-001', nickname: "Sam's", reauthenticationCode: '246811' }, 'nickname-cur'))).toBeUndefined();
    expect(errorCode(await change({ accountId: 'HK-SAV-003', nickname: 'Rainy-day 2', reauthenticationCode: '246812' }, 'nickname-sav'))).toBeUndefined();
    // A new nickname for the same account replaces the old one.
    expect(errorCode(await change({ accountId: 'HK-CUR-001', nickname: 'Bills', reauthenticationCode: '246813' }, 'nickname-cur-again'))).toBeUndefined();
    expect(await listOf('demo.hardkey')).toEqual([
      { accountId: 'HK-CUR-001', nickname: 'Bills' },
      { accountId: 'HK-SAV-003', nickname: 'Rainy-day 2' },
    ]);
    expect(await listOf('demo.appkey')).toEqual([]);
  });

  it('the same key again is the same change: answered once more, kept once', async () => {
    const body = { accountId: 'HK-CUR-001', nickname: 'Holiday', reauthenticationCode: '246814' };
    const first = await change(body, 'nickname-retry');
    const again = await change(body, 'nickname-retry');
    expect(again.json).toEqual(first.json);
    expect(await listOf('demo.hardkey')).toEqual([{ accountId: 'HK-CUR-001', nickname: 'Holiday' }]);
  });
});

describe('what the bank refuses about a nickname changes nothing', () => {
  it.each([
    ['markup', '<script>', 400, 'LDG_MALFORMED'],
    ['an emoji', 'Holiday 🏖', 400, 'LDG_MALFORMED'],
    ['21 characters', 'A'.repeat(21), 400, 'LDG_MALFORMED'],
    ['spaces to trim', ' Bills ', 400, 'LDG_MALFORMED'],
  ])('%s (%s): %i %s, nothing kept', async (_, nickname, status, code) => {
    const refused = await change({ accountId: 'HK-CUR-001', nickname, reauthenticationCode: '246815' }, `nickname-refused-${nickname.length}`);
    expect(refused.status).toBe(status);
    expect(errorCode(refused)).toBe(code);
    expect(await listOf('demo.hardkey')).toEqual([]);
  });

  it("an account that is not the customer's: 404 LDG_UNKNOWN_ACCOUNT", async () => {
    const refused = await change({ accountId: 'AK-CUR-001', nickname: 'Not mine', reauthenticationCode: '246816' }, 'nickname-not-mine');
    expect(refused.status).toBe(404);
    expect(errorCode(refused)).toBe('LDG_UNKNOWN_ACCOUNT');
    expect(await listOf('demo.hardkey')).toEqual([]);
  });

  it('a read-only customer: ELG006 from the session filter, before any stub', async () => {
    const refused = await change({ accountId: 'HK-CUR-001', nickname: 'Read only', reauthenticationCode: '246817' }, 'nickname-read-only', { Cookie: await customerCookie('demo.limited') });
    expect(errorCode(refused)).toBe('ELG006');
    expect(await listOf('demo.limited')).toEqual([]);
  });

  it('a code spent on another nickname: 422 LDG_CODE_REUSED, and the first nickname stays', async () => {
    expect(errorCode(await change({ accountId: 'HK-CUR-001', nickname: 'First', reauthenticationCode: '246818' }, 'nickname-spent-1'))).toBeUndefined();
    const reused = await change({ accountId: 'HK-CUR-001', nickname: 'Second', reauthenticationCode: '246818' }, 'nickname-spent-2');
    expect(reused.status).toBe(422);
    expect(errorCode(reused)).toBe('LDG_CODE_REUSED');
    expect(await listOf('demo.hardkey')).toEqual([{ accountId: 'HK-CUR-001', nickname: 'First' }]);
  });
});
