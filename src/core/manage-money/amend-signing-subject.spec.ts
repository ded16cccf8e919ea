import { describe, expect, it } from 'vitest';
import { signingDigits, signingKey, type SigningSubject } from '../signing/signing-digits';
import { amendSigningSubjectOf } from './amend-signing-subject';
import type { StandingOrderAmendment } from './change-rules';
import type { Mandate } from './regular-payment';

/**
 * What the Transaction Security Code of a standing order's amend is bound to, as move money's table
 * (payment-signing-subject.spec.ts): each row is the whole subject, so a field dropped or swapped
 * shows, and the digits the Secure Key panel asks for are the payee's last four, then the new amount.
 */
const rent: Mandate = {
  id: 'SO-1',
  type: 'standing-order',
  status: 'active',
  accountId: 'HK-CUR-001',
  payee: { name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911' },
  amount: 25000,
  frequency: 'MONTHLY',
  nextPaymentDate: '2026-12-02',
  lastPaymentDate: '2026-11-02',
  reference: 'RENT',
};
const amend = (patch: Partial<StandingOrderAmendment> = {}): StandingOrderAmendment => ({
  amount: 27500,
  nextPaymentDate: '2026-12-02',
  frequency: 'MONTHLY',
  reference: 'RENT',
  payee: rent.payee,
  ...patch,
});
const noSortCode: Mandate = { ...rent, id: 'SO-7', payee: { name: 'Old Landlord', sortCode: null, accountNumber: '12-34 5678' } };

const rows: [string, Mandate, StandingOrderAmendment, SigningSubject, string][] = [
  [
    'a new amount to Jane Smith',
    rent,
    amend(),
    { kind: 'account', identifier: '55779911', amountPence: 27500, payee: '200000 55779911 SO-1', account: 'HK-CUR-001', reference: 'RENT' },
    '9911 27500',
  ],
  [
    'a new amount and reference',
    rent,
    amend({ amount: 1250, reference: 'RENT DEC' }),
    { kind: 'account', identifier: '55779911', amountPence: 1250, payee: '200000 55779911 SO-1', account: 'HK-CUR-001', reference: 'RENT DEC' },
    '9911 1250',
  ],
  [
    'a payee listed without a sort code, its account number with separators',
    noSortCode,
    amend({ amount: 5, payee: noSortCode.payee }),
    { kind: 'account', identifier: '12-34 5678', amountPence: 5, payee: ' 12-34 5678 SO-7', account: 'HK-CUR-001', reference: 'RENT' },
    '5678 5',
  ],
];

describe('amendSigningSubjectOf: what a standing order amend signs', () => {
  it.each(rows)('%s', (_, mandate, amendment, expected) => {
    expect(amendSigningSubjectOf(mandate, amendment)).toStrictEqual(expected);
  });

  it.each(rows)('%s: the digits the Secure Key panel shows', (_, mandate, amendment, __, keyed) => {
    const digits = signingDigits(amendSigningSubjectOf(mandate, amendment));
    expect(`${digits.identifierDigits} ${digits.amountDigits}`).toBe(keyed);
  });

  // A change of any bound value must change the key, so the code typed before is not sent.
  const changes: [string, (m: Mandate, a: StandingOrderAmendment) => [Mandate, StandingOrderAmendment]][] = [
    ['the amount', (m, a) => [m, { ...a, amount: a.amount + 1 }]],
    ['the reference', (m, a) => [m, { ...a, reference: `${a.reference}X` }]],
    ['the account the money leaves', (m, a) => [{ ...m, accountId: 'HK-CUR-002' }, a]],
    ['the standing order', (m, a) => [{ ...m, id: 'SO-2' }, a]],
    ["the payee's sort code", (m, a) => [m, { ...a, payee: { ...a.payee, sortCode: '998877' } }]],
    ["the payee's account number", (m, a) => [m, { ...a, payee: { ...a.payee, accountNumber: '55770000' } }]],
  ];
  describe.each(rows)('%s', (_, mandate, amendment) => {
    it.each(changes)('needs a new code when %s changes', (__, change) => {
      expect(signingKey(amendSigningSubjectOf(...change(mandate, amendment)))).not.toBe(signingKey(amendSigningSubjectOf(mandate, amendment)));
    });
  });
});
