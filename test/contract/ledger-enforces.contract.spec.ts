import { describe, expect, inject, it } from 'vitest';
import { resetDemoBankAroundTests, sendToBank } from './http-support';
import { bankCalls, errorCode, type Envelope } from './support/bank-calls';
import { customerCookie } from './support/customer-session';

/**
 * The demo bank refuses what a bank refuses here (docs/never-twice.md, "What the demo bank
 * refuses"): a payment a Transaction Security Code signs but sent without one, a transfer the
 * accounts' own flags forbid, a count out of range; every refusal changes nothing. It also keeps its
 * own record of the payments it carried out, a lost answer's included.
 */
const wiremockUrl = inject('wiremockUrl');
const api = `${wiremockUrl}/gateway/api`;

resetDemoBankAroundTests(wiremockUrl, 'enforce-.*');

const { send, balanceOf } = bankCalls(api);

const jane = { name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911', accountType: 'PERSONAL' };

describe('a payment a Transaction Security Code signs is refused without one', () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ['someone new', '/legacy/create-beneficiary-adhoc', { fromAccountId: 'HK-CUR-001', amount: 700, reference: 'NO CODE', payee: jane }],
    ['a company', '/legacy/create-beneficiary-major', { fromAccountId: 'HK-CUR-001', amount: 700, reference: '12345678', majorBeneId: 'british-gas' }],
    [
      'a standing order',
      '/legacy/create-beneficiary-standing-order',
      { fromAccountId: 'HK-CUR-001', amount: 700, reference: 'NO CODE', payee: jane, standingOrder: { frequency: 'MONTHLY', firstPaymentDate: '2030-01-01', end: { type: 'UNTIL_FURTHER_NOTICE' } } },
    ],
  ];
  for (const [kind, path, body] of cases) {
    it(`to ${kind}: 403 LDG_CODE_REQUIRED, and nothing moves`, async () => {
      const before = await balanceOf('HK-CUR-001');
      const refused = await send('POST', path, body, `enforce-${kind.replace(/\s/g, '-')}`);
      expect(refused.status).toBe(403);
      expect(errorCode(refused)).toBe('LDG_CODE_REQUIRED');
      const blank = await send('POST', path, { ...body, transactionSecurityCode: ' ' }, `enforce-${kind.replace(/\s/g, '-')}-blank`);
      expect(errorCode(blank)).toBe('LDG_CODE_REQUIRED');
      expect(await balanceOf('HK-CUR-001')).toBe(before);
    });
  }

  it('a saved payee needs none', async () => {
    const paid = await send('POST', '/v1/payments', { fromAccountId: 'HK-CUR-001', amount: 700, reference: 'SAVED', beneficiaryId: 'HK-BEN-1' }, 'enforce-saved');
    expect(paid.json?.header?.statusCode).toBe('0000');
  });
});

describe("a transfer the accounts' own flags forbid is refused", () => {
  it('out of an account that cannot transfer from (the credit card), and into one that cannot transfer to (the loan); nothing moves', async () => {
    const out = await send('POST', '/v1/transfers', { fromAccountId: 'HK-CC-002', toAccountId: 'HK-CUR-001', amount: 100, reference: '' }, 'enforce-from');
    expect(out.status).toBe(422);
    expect(errorCode(out)).toBe('LDG_TRANSFER_FROM_NOT_ALLOWED');
    const into = await send('POST', '/v1/transfers', { fromAccountId: 'HK-CUR-001', toAccountId: 'HK-LN-009', amount: 100, reference: '' }, 'enforce-to');
    expect(out.status).toBe(422);
    expect(errorCode(into)).toBe('LDG_TRANSFER_TO_NOT_ALLOWED');
    expect(await balanceOf('HK-CUR-001')).toBe(184_215);
  });

  it('between two accounts that allow it, the transfer goes through', async () => {
    const moved = await send('POST', '/v1/transfers', { fromAccountId: 'HK-CUR-001', toAccountId: 'HK-SAV-003', amount: 100, reference: '' }, 'enforce-allowed');
    expect(moved.json?.header?.statusCode).toBe('0000');
  });
});

describe('every count is range-checked, never wrapped round', () => {
  it("a card application's 4,294,967,296 dependants are refused, not read as 0", async () => {
    const headers = { Cookie: await customerCookie('demo.hardkey') };
    const started = await sendToBank<Envelope>(api, 'POST', '/v1/credit-cards/applications', { productId: 'EVERYDAY', requestedLimit: 300000 }, 'enforce-card', headers);
    const id = String(started.json?.payload?.applicationId);
    const details = { employmentStatus: 'EMPLOYED', annualIncome: 3000000, monthlyHousingCosts: 80000, monthlyCreditCommitments: 10000 };
    const wrapped = await sendToBank<Envelope>(api, 'POST', `/v1/credit-cards/applications/${id}/applicant-details`, { ...details, dependants: 4_294_967_296 }, 'enforce-card.details', headers);
    expect(wrapped.status).toBe(400);
    expect(errorCode(wrapped)).toBe('LDG_COUNT_OUT_OF_RANGE');
    const tooMany = await sendToBank<Envelope>(api, 'POST', `/v1/credit-cards/applications/${id}/applicant-details`, { ...details, dependants: 21 }, 'enforce-card.details-21', headers);
    expect(errorCode(tooMany)).toBe('LDG_COUNT_OUT_OF_RANGE');
    const fine = await sendToBank<Envelope>(api, 'POST', `/v1/credit-cards/applications/${id}/applicant-details`, { ...details, dependants: 20 }, 'enforce-card.details-20', headers);
    expect(fine.status).toBe(204);
  });

  it("a standing order's number of payments out of range is refused, and nothing is set up", async () => {
    const body = (numberOfPayments: number) => ({
      fromAccountId: 'HK-CUR-001', amount: 700, reference: 'COUNT', payee: jane, transactionSecurityCode: '123456',
      standingOrder: { frequency: 'MONTHLY', firstPaymentDate: '2030-01-01', end: { type: 'AFTER', numberOfPayments } },
    });
    for (const n of [0, 1000, 4_294_967_297]) {
      const refused = await send('POST', '/legacy/create-beneficiary-standing-order', body(n), `enforce-so-${n}`);
      expect(errorCode(refused), String(n)).toBe('LDG_COUNT_OUT_OF_RANGE');
    }
    expect((await send('POST', '/legacy/create-beneficiary-standing-order', body(12), 'enforce-so-12')).json?.header?.statusCode).toBe('0000');
  });
});

describe("the bank's own record of recent payments", () => {
  it('lists a payment whose answer was lost (RESET) with its payee, amount and time', async () => {
    const lost = await fetch(`${api}/legacy/create-beneficiary-adhoc`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'enforce-reset', Cookie: await customerCookie('demo.hardkey') },
      body: JSON.stringify({ fromAccountId: 'HK-CUR-001', amount: 2500, reference: 'RESET', payee: jane, transactionSecurityCode: '123456' }),
    }).catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(Error);
    const res = await fetch(`${api}/v1/accounts/HK-CUR-001/recent-payments`, { headers: { Cookie: await customerCookie('demo.hardkey') } });
    const { payload } = (await res.json()) as { payload: { payeeName: string; sortCode: string; accountNumber: string; amount: number; paidAt: string; status: string }[] };
    expect(payload).toEqual([{ payeeName: 'Jane Smith', sortCode: '200000', accountNumber: '55779911', amount: 2500, paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(Z|[+-]\d\d:\d\d)$/), status: 'SENT' }]);
    expect(Math.abs(Date.parse(payload[0]!.paidAt) - Date.now())).toBeLessThan(60_000);
  });
});
