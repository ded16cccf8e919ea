import { describe, expect, it } from 'vitest';
import { toApplied, toDecision, toPayoutAccounts, toQuote, toSummary } from './personal-loans.mapper';

const quote = {
  applicationId: 'PLA000001',
  amount: 750_000,
  termMonths: 36,
  purpose: 'CAR',
  apr: 690,
  annualInterestRate: 669,
  rateType: 'FIXED',
  monthlyRepayment: 23_052,
  totalPayable: 829_872,
  totalChargeForCredit: 79_872,
};

/** What a malformed answer throws: the bank's generic FD001T, never a TypeError from reading it. */
const fd001t = expect.objectContaining({ error: expect.objectContaining({ code: 'FD001T' }) });

describe('personal loan mapper', () => {
  it('reads a quotation', () => {
    expect(toQuote({ payload: quote })).toEqual({ ...quote, rateType: undefined, rateKind: 'fixed' });
  });

  it('refuses a quotation with money that is not whole pence, as FD001T', () => {
    expect(() => toQuote({ payload: { ...quote, monthlyRepayment: 230.52 } })).toThrow(expect.objectContaining({ error: expect.objectContaining({ code: 'FD001T' }) }));
    expect(() => toQuote({ payload: null })).toThrow(fd001t);
  });

  it('reads the summary with the customer details', () => {
    const details = { employmentStatus: 'EMPLOYED', annualIncome: 4_500_000, monthlyHousingCosts: 90_000, monthlyCreditCosts: 0, dependants: 0 };
    expect(toSummary({ payload: { ...quote, customerDetails: details, secciUrl: '/x/secci', withdrawalDays: 14 } })).toMatchObject({
      customerDetails: details,
      withdrawalDays: 14,
    });
    expect(() => toSummary({ payload: { ...quote, secciUrl: '/x', withdrawalDays: 14 } })).toThrow(fd001t);
  });

  it.each([
    ['ACCEPTED', 'accepted'],
    ['REFERRED', 'referred'],
    ['DECLINED', 'declined'],
  ])('reads the decision %s', (wire, decision) => {
    expect(toDecision({ payload: { decision: wire } })).toEqual({ decision, creditFile: null });
  });

  it.each([
    ['CREDIT_FILE_MISSED_PAYMENT', 'DECLINED', { decision: 'declined', creditFile: 'missed-payment' }],
    ['CREDIT_FILE_COMMITMENTS', 'REFERRED', { decision: 'referred', creditFile: 'commitments' }],
    ['A_REASON_NOT_KNOWN_YET', 'REFERRED', { decision: 'referred', creditFile: null }],
  ])('reads what the credit file found (%s) beside the decision', (reason, wire, decided) => {
    expect(toDecision({ payload: { decision: wire, reason } })).toEqual(decided);
  });

  it('refuses an unknown decision rather than guessing', () => {
    expect(() => toDecision({ payload: { decision: 'MAYBE' } })).toThrow(fd001t);
  });

  it('reads the accounts list', () => {
    expect(
      toPayoutAccounts({ payload: [{ id: 'HK-CUR-001', name: 'Current Account', summary: { balance: 1, sortCode: '401276', number: '41234567', category: 'CURRENT' } }] }),
    ).toEqual([{ id: 'HK-CUR-001', name: 'Current Account', sortCode: '401276', number: '41234567', balance: 1, category: 'CURRENT' }]);
  });

  it('reads the applied loan, with dates as YYYY-MM-DD only', () => {
    const applied = {
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
    expect(toApplied({ payload: applied })).toEqual(applied);
    expect(() => toApplied({ payload: { ...applied, withdrawalEndDate: '9 Dec' } })).toThrow(fd001t);
  });
});
