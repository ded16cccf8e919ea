import { describe, expect, it } from 'vitest';
import { loanApplicationOf, loanIdentity, loanIdentityOf } from './loan-identity';
import type { LoanApplication } from './personal-loan';
import type { Pence } from '../../accounts/money';

const application = (over: Partial<LoanApplication> = {}): LoanApplication => ({
  applicationId: 'LA-1',
  accountId: 'HK-CUR-001',
  amount: 600_000 as Pence,
  termMonths: 24,
  ...over,
});

describe('a loan application known by what it borrows', () => {
  it('is the same loan under another application id', () => {
    expect(loanIdentity(application({ applicationId: 'LA-2' }))).toBe(loanIdentity(application()));
  });

  it.each([
    ['another amount', { amount: 600_100 as Pence }],
    ['another term', { termMonths: 36 }],
    ['another account', { accountId: 'HK-SAV-002' }],
  ])('is another loan with %s', (_what, over) => {
    expect(loanIdentity(application(over))).not.toBe(loanIdentity(application()));
  });

  it('names anything that is not a loan application by its JSON', () => {
    expect(loanIdentityOf({ something: 'else' })).toBe('{"something":"else"}');
    expect(loanIdentityOf(null)).toBe('null');
    expect(loanIdentityOf(application())).toBe('loan|HK-CUR-001|600000|24');
  });

  it.each([
    ['no application id', { applicationId: undefined }],
    ['no account', { accountId: undefined }],
    ['an amount that is not pence', { amount: '6000' }],
    ['no term', { termMonths: undefined }],
  ])('reads back a reviewed instruction as a loan application only when it is one: not with %s', (_what, over) => {
    expect(loanApplicationOf(application())).toEqual(application());
    expect(loanApplicationOf({ ...application(), ...over })).toBeNull();
    expect(loanApplicationOf(null)).toBeNull();
  });
});
