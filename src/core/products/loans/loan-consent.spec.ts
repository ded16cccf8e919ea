import { describe, expect, it } from 'vitest';
import { consentHolds, consentTo } from './loan-consent';
import type { LoanCustomerDetails, LoanQuote } from './personal-loan';

const quote = (applicationId: string, amount: number, monthlyRepayment: number): LoanQuote => ({
  applicationId,
  amount,
  termMonths: 36,
  purpose: 'CAR',
  apr: 690,
  annualInterestRate: 669,
  rateKind: 'fixed',
  monthlyRepayment,
  totalPayable: monthlyRepayment * 36,
  totalChargeForCredit: monthlyRepayment * 36 - amount,
});
const details: LoanCustomerDetails = { employmentStatus: 'EMPLOYED', annualIncome: 4_500_000, monthlyHousingCosts: 90_000, monthlyCreditCosts: 10_000, dependants: 0 };
const first = quote('PLA000001', 750_000, 23_052);

describe('a tick belongs to one application and one repayment', () => {
  it('holds for the application, repayment and details it was given for', () => {
    expect(consentHolds(consentTo(first, details), first, { ...details })).toBe(true);
  });

  it.each([
    ['another application (a change of amount)', quote('PLA000002', 1_000_000, 30_736), details],
    ['another repayment on the same application id', quote('PLA000001', 750_000, 23_053), details],
    ['other details (a change of income)', first, { ...details, annualIncome: 4_000_000 }],
    ['other details (a dependant)', first, { ...details, dependants: 1 }],
    ['details no longer given', first, null],
  ] as const)('does not hold for %s', (_, now, nowDetails) => {
    expect(consentHolds(consentTo(first, details), now, nowDetails)).toBe(false);
  });

  it('no tick, or no quote, holds nothing', () => {
    expect(consentHolds(null, first, details)).toBe(false);
    expect(consentHolds(consentTo(first, details), null, details)).toBe(false);
  });
});
