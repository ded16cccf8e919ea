import { describe, expect, inject, it } from 'vitest';
import { resetDemoBankAroundTests } from './http-support';
import { bankCalls, errorCode } from './support/bank-calls';
import { customerCookie } from './support/customer-session';

/**
 * A security code is good only for the subject it was first carried out with (docs/answers-and-reauthentication.md,
 * "A code signs one subject"): the same Transaction Security Code with another amount or payee, or
 * the same Re-authentication Security Code with another change, is refused with LDG_CODE_REUSED and
 * nothing changes.
 */
const wiremockUrl = inject('wiremockUrl');
const api = `${wiremockUrl}/gateway/api`;

resetDemoBankAroundTests(wiremockUrl, 'subject-.*');

const { send, balanceOf } = bankCalls(api);

async function sentCount(): Promise<number> {
  const res = await fetch(`${api}/v1/sent-items`, { headers: { Cookie: await customerCookie('demo.hardkey') } });
  const body = (await res.json()) as { payload: unknown };
  const list = Array.isArray(body.payload) ? body.payload : ((body.payload as { messages?: unknown[] }).messages ?? []);
  return list.length;
}

const jane = { name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911', accountType: 'PERSONAL' };
const john = { name: 'John Brown', sortCode: '200000', accountNumber: '11223344', accountType: 'PERSONAL' };
const payment = (amount: number, payee: typeof jane, code: string) => ({ fromAccountId: 'HK-CUR-001', amount, reference: 'SUBJECT', payee, transactionSecurityCode: code });

describe('a Transaction Security Code is good only for the payment it was first carried out with', () => {
  it('the same code with another amount, or another payee: 422 LDG_CODE_REUSED, and nothing moves', async () => {
    const paid = await send('POST', '/legacy/create-beneficiary-adhoc', payment(700, jane, '135790'), 'subject-first');
    expect(paid.json?.header?.statusCode).toBe('0000');
    const after = await balanceOf('HK-CUR-001');

    const otherAmount = await send('POST', '/legacy/create-beneficiary-adhoc', payment(800, jane, '135790'), 'subject-amount');
    expect(otherAmount.status).toBe(422);
    expect(errorCode(otherAmount)).toBe('LDG_CODE_REUSED');
    const otherPayee = await send('POST', '/legacy/create-beneficiary-adhoc', payment(700, john, '135790'), 'subject-payee');
    expect(errorCode(otherPayee)).toBe('LDG_CODE_REUSED');
    expect(await balanceOf('HK-CUR-001')).toBe(after);

    // A refusal keeps nothing under its key: the same key with a code of its own goes through.
    const fresh = await send('POST', '/legacy/create-beneficiary-adhoc', payment(800, jane, '975310'), 'subject-amount');
    expect(fresh.json?.header?.statusCode).toBe('0000');
    expect(await balanceOf('HK-CUR-001')).toBe((after ?? 0) - 800);
  });
});

describe('a Re-authentication Security Code is good only for the change it was first carried out with', () => {
  it('the same code with another message: 422 LDG_CODE_REUSED, and nothing is filed', async () => {
    const filed = await send('POST', '/v1/messages', { messageType: 'GENERAL_ENQUIRY', messageText: 'REAUTH first', reauthenticationCode: '246802' }, 'subject-message-1');
    expect(filed.status).toBe(201);
    const count = await sentCount();
    const reused = await send('POST', '/v1/messages', { messageType: 'GENERAL_ENQUIRY', messageText: 'REAUTH second', reauthenticationCode: '246802' }, 'subject-message-2');
    expect(reused.status).toBe(422);
    expect(errorCode(reused)).toBe('LDG_CODE_REUSED');
    expect(await sentCount()).toBe(count);
  });
});
