import { describe, expect, it } from 'vitest';
import { ApplyForLoan, canReceiveLoan, LoadLoanAccounts, GetLoanQuote } from './personal-loans.use-cases';
import type { LoanApplied, PayoutAccount } from './personal-loan';
import type { AppError } from '../../shared/result';

/** A rejection shaped as the HTTP adapter's (an `error` with a catalogue code). */
class HttpFailureLike extends Error {
  readonly error: AppError;
  constructor(code: string, status?: number) {
    super(code);
    this.error = { code, description: code, ...(status === undefined ? {} : { status }) };
  }
}

const account = (id: string, category: string): PayoutAccount => ({ id, name: id, sortCode: '401276', number: '41234567', balance: 0, category });
const applied: LoanApplied = {
  loanAccountId: 'PL-LN-000001',
  loanAccountNumber: '71000001',
  sortCode: '401276',
  amount: 750_000,
  paidIntoAccountId: 'HK-CUR-001',
  monthlyRepayment: 23_052,
  termMonths: 36,
  firstRepaymentDate: '2026-12-25',
  withdrawalEndDate: '2026-12-09',
};
const application = { applicationId: 'PLA000001', accountId: 'HK-CUR-001', amount: 750_000, termMonths: 36 };

describe('LoadLoanAccounts', () => {
  it('offers only current accounts to pay into, and lists the loans held', async () => {
    const accounts = [account('CUR', 'CURRENT'), account('SAV', 'SAVINGS'), account('CC', 'CREDIT_CARD'), account('LN', 'LOAN')];
    const result = await new LoadLoanAccounts({ accounts: () => Promise.resolve(accounts) }).execute();
    expect(result).toEqual({ ok: true, value: { payout: [accounts[0]], loans: [accounts[3]] } });
    expect(canReceiveLoan(account('x', 'SAVINGS'))).toBe(false);
  });
  it('passes a failure on', async () => {
    const result = await new LoadLoanAccounts({ accounts: () => Promise.reject(new HttpFailureLike('FD999T')) }).execute();
    expect(result).toMatchObject({ ok: false, error: { code: 'FD999T' } });
  });
});

describe('GetLoanQuote', () => {
  it('returns the bank’s failure as a result, never throws', async () => {
    const result = await new GetLoanQuote({ quote: () => Promise.reject(new HttpFailureLike('FD001T')) }, { report: () => undefined }).execute({ amount: 750_000, termMonths: 36, purpose: 'CAR' });
    expect(result).toMatchObject({ ok: false, error: { code: 'FD001T' } });
  });
});

describe('ApplyForLoan', () => {
  it('is accepted with the loan, sent with the key it was given', async () => {
    const keys: string[] = [];
    const apply = new ApplyForLoan({ apply: (_a, key) => (keys.push(key), Promise.resolve(applied)) });
    expect(await apply.execute(application, 'key-1')).toEqual({ kind: 'accepted', outcome: applied });
    expect(keys).toEqual(['key-1']);
  });
  it('reads no answer as unknown (may have gone through), never as failed', async () => {
    const apply = new ApplyForLoan({ apply: () => Promise.reject(new HttpFailureLike('FD999T')) });
    expect(await apply.execute(application, 'key-1')).toMatchObject({ kind: 'unknown' });
  });
  it('reads a bank code as a refusal', async () => {
    const apply = new ApplyForLoan({ apply: () => Promise.reject(new HttpFailureLike('LOAN_NOT_ACCEPTED', 422)) });
    expect(await apply.execute(application, 'key-1')).toMatchObject({ kind: 'refused', code: 'LOAN_NOT_ACCEPTED' });
  });
});

describe('GetLoanQuote and the APR solver', () => {
  const quote = {
    applicationId: 'PLA000001', amount: 750_000, termMonths: 36, purpose: 'CAR' as const, annualInterestRate: 669, rateKind: 'fixed' as const,
    monthlyRepayment: 23_052, totalPayable: 829_872, totalChargeForCredit: 79_872,
  };
  it('keeps a stated APR the equation agrees with, and reports nothing', async () => {
    const reported: unknown[] = [];
    const result = await new GetLoanQuote({ quote: () => Promise.resolve({ ...quote, apr: 690 }) }, { report: (e) => reported.push(e) }).execute(quote);
    expect(result).toMatchObject({ ok: true, value: { apr: 690 } });
    expect(reported).toEqual([]);
  });
  it('shows the solver’s APR, not a stated one that disagrees, and reports it', async () => {
    const reported: Array<{ code: string }> = [];
    const result = await new GetLoanQuote({ quote: () => Promise.resolve({ ...quote, apr: 650 }) }, { report: (e) => reported.push(e) }).execute(quote);
    expect(result).toMatchObject({ ok: true, value: { apr: 690 } });
    expect(reported).toMatchObject([{ code: 'APR_DISAGREES' }]);
  });
});
