import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { resetDemoBank, sendToBank } from './http-support';

/**
 * The bank keeps the Re-authentication lock (docs/answers-and-reauthentication.md), not the page: a
 * caller that ignores the page's counter still meets it. Three wrong codes (000000) lock changes for
 * 5 minutes; inside the lock a right code is refused too, and nothing moves.
 */
const wiremockUrl = inject('wiremockUrl');
afterAll(() => resetDemoBank(wiremockUrl));
const api = `${wiremockUrl}/gateway/api`;

interface Envelope {
  header?: { statusCode: string; errorMsg?: { code: string; desc: string }[] };
}

const send = (body: unknown, key: string) => sendToBank<Envelope>(api, 'POST', '/v1/transfers', body, key);
const errorOf = (answer: { json: Envelope | null }) => answer.json?.header?.errorMsg?.[0];
/** £10,000.00 between demo.hardkey's own accounts: the bank asks for re-authentication (0004). */
const big = { fromAccountId: 'HK-CUR-001', toAccountId: 'HK-SAV-003', amount: 1_000_000, reference: 'LOCK' };

async function balance(id: string): Promise<number | undefined> {
  const res = await fetch(`${wiremockUrl}/__admin/ledger/demo.hardkey?doc=${encodeURIComponent('accounts/hardkey/accounts.json')}`);
  const doc = (await res.json()) as { documents: Record<string, { payload: { id: string; summary: { balance: number } }[] }> };
  return doc.documents['accounts/hardkey/accounts.json']?.payload.find((a) => a.id === id)?.summary.balance;
}

beforeEach(() => resetDemoBank(wiremockUrl));

describe('the demo bank’s Re-authentication lock', () => {
  it('five wrong codes lock, and a right one inside the lock is refused by the bank; nothing moves', async () => {
    const before = await balance('HK-CUR-001');
    expect(errorOf(await send(big, 'lock-key'))?.code).toBe('0004');
    const codes: (string | undefined)[] = [];
    for (let n = 0; n < 5; n += 1) codes.push(errorOf(await send({ ...big, reauthenticationCode: '000000' }, 'lock-key'))?.code);
    expect(codes).toEqual(['OLR_0043', 'OLR_0043', 'OLR_0043', 'LDG_REAUTH_LOCKED', 'LDG_REAUTH_LOCKED']);
    const right = await send({ ...big, reauthenticationCode: '123456' }, 'lock-key');
    expect(right.status).toBe(423);
    expect(errorOf(right)).toEqual({
      code: 'LDG_REAUTH_LOCKED',
      desc: "You've entered an incorrect Re-authentication Security Code 3 times. For your security, you can try again in 5 minutes.",
    });
    expect(await balance('HK-CUR-001')).toBe(before);
  });

  it('a right code before the third wrong one resets the count, and the change goes through once', async () => {
    const before = await balance('HK-CUR-001');
    await send({ ...big, reauthenticationCode: '000000' }, 'reset-key');
    await send({ ...big, reauthenticationCode: '000000' }, 'reset-key');
    const right = await send({ ...big, reauthenticationCode: '123456' }, 'reset-key');
    expect(right.json?.header?.statusCode).toBe('0000');
    expect(errorOf(await send({ ...big, reauthenticationCode: '000000' }, 'other-key'))?.code).toBe('OLR_0043');
    expect(await balance('HK-CUR-001')).toBe((before ?? 0) - 1_000_000);
  });

  it('a reset of the demo bank ends the lock', async () => {
    for (let n = 0; n < 3; n += 1) await send({ ...big, reauthenticationCode: '000000' }, 'reset-lock');
    await resetDemoBank(wiremockUrl);
    expect((await send({ ...big, reauthenticationCode: '123456' }, 'after-reset')).json?.header?.statusCode).toBe('0000');
  });
});
