import { describe, expect, it } from 'vitest';
import { signingKey } from '../signing/signing-digits';
import { amendSigningSubjectOf } from './amend-signing-subject';
import type { StandingOrderAmendment } from './change-rules';

const mandate = { id: 'SO-1', accountId: 'HK-CUR-001' };
const amendment: StandingOrderAmendment = {
  amount: 45_000,
  nextPaymentDate: '2026-12-01',
  frequency: 'MONTHLY',
  reference: 'RENT',
  payee: { name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911' },
} as StandingOrderAmendment;

describe('amendSigningSubjectOf: a code typed for one amend is dropped when anything it sends changes', () => {
  // Made inside each test, as the changed key is: a value made while the file loads is made before Stryker switches a mutant on.
  const key = () => signingKey(amendSigningSubjectOf(mandate, amendment));
  it.each<[string, () => string]>([
    ['the amount', () => signingKey(amendSigningSubjectOf(mandate, { ...amendment, amount: 45_001 }))],
    ['the reference', () => signingKey(amendSigningSubjectOf(mandate, { ...amendment, reference: 'RENT 2' }))],
    ['the frequency', () => signingKey(amendSigningSubjectOf(mandate, { ...amendment, frequency: 'WEEKLY' }))],
    ['the next payment date', () => signingKey(amendSigningSubjectOf(mandate, { ...amendment, nextPaymentDate: '2026-12-02' }))],
    ['the paying account', () => signingKey(amendSigningSubjectOf({ ...mandate, accountId: 'HK-CUR-009' }, amendment))],
    ['the standing order', () => signingKey(amendSigningSubjectOf({ ...mandate, id: 'SO-2' }, amendment))],
  ])('%s', (_, changed) => {
    expect(changed()).not.toBe(key());
  });

  it('keys the payee’s account number and the amount into the device', () => {
    expect(amendSigningSubjectOf(mandate, amendment)).toMatchObject({ kind: 'account', identifier: '55779911', amountPence: 45_000 });
  });
});
