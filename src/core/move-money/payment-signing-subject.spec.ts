import { describe, expect, it } from 'vitest';
import { SigningCodes, referenceTooShortMessage } from '../signing/signing-codes';
import { signingDigits, signingKey, type SigningSubject } from '../signing/signing-digits';
import { referenceError } from '../shared/validation/text-rules';
import type { MajorBeneficiary, PaymentInstruction, PaymentTarget } from './move-money';
import { signingSubjectOf } from './payment-signing-subject';

/**
 * What the Transaction Security Code of each kind of payment is bound to (docs/rules/credentials.md, spec 02
 * section 5): the identifier keyed into the Secure Key, the amount, the payee, the account the money
 * leaves and the reference. Each row is the whole subject, so a field dropped or swapped shows.
 */
const company = (signWith: MajorBeneficiary['signWith']): MajorBeneficiary => ({
  id: `co-${signWith}`,
  name: 'Northern Water',
  sortCode: '401276',
  accountNumber: '71234567',
  referenceLabel: 'Your customer number',
  signWith,
});

const newPayee: PaymentTarget = {
  kind: 'new-payee',
  payee: { name: 'J Smith', sortCode: '112233', accountNumber: '55779911', accountType: 'personal' },
};
const savedPayee: PaymentTarget = {
  kind: 'saved-payee',
  payee: { id: 'ben-7', name: 'A Landlord', sortCode: '204060', accountNumber: '33445566', reference: 'RENT' },
};
const ownAccount: PaymentTarget = { kind: 'own-account', accountId: 'acc-savings', name: 'Instant Saver' };

const instruction = (kind: PaymentInstruction['kind'], target: PaymentTarget, reference = 'INV 2026/11'): PaymentInstruction => ({
  kind,
  fromAccountId: 'acc-current',
  target,
  amountPence: 12_50,
  reference,
});

const bound = { amountPence: 12_50, account: 'acc-current' };

const rows: [string, PaymentInstruction, SigningSubject][] = [
  ['a new payee: its account number, payee = sort code + account', instruction('new-payee', newPayee), { ...bound, reference: 'INV 2026/11', kind: 'account', identifier: '55779911', payee: '11223355779911' }],
  ['a payee already set up: its account number, payee = its id', instruction('existing-payee', savedPayee), { ...bound, reference: 'INV 2026/11', kind: 'account', identifier: '33445566', payee: 'ben-7' }],
  ['an own account: that account', instruction('transfer', ownAccount), { ...bound, reference: 'INV 2026/11', kind: 'account', identifier: 'acc-savings', payee: 'acc-savings' }],
  ['a company signed by account number', instruction('company', { kind: 'company', company: company('account') }), { ...bound, reference: 'INV 2026/11', kind: 'account', identifier: '71234567', payee: 'co-account' }],
  ['a company signed by the reference', instruction('company', { kind: 'company', company: company('reference') }, 'CUST 98765'), { ...bound, reference: 'CUST 98765', kind: 'reference', identifier: 'CUST 98765', payee: 'co-reference' }],
  ['a company signed by card number', instruction('company', { kind: 'company', company: company('card') }, '4929123456789012'), { ...bound, reference: '4929123456789012', kind: 'card', identifier: '4929123456789012', payee: 'co-card' }],
  ['a standing order to a person', instruction('standing-order-person', newPayee, 'RENT'), { ...bound, reference: 'RENT', kind: 'account', identifier: '55779911', payee: '11223355779911' }],
  ['a standing order to a company', instruction('standing-order-company', { kind: 'company', company: company('reference') }, 'ROLL 1234'), { ...bound, reference: 'ROLL 1234', kind: 'reference', identifier: 'ROLL 1234', payee: 'co-reference' }],
];

describe('signingSubjectOf: what each kind of payment signs', () => {
  it.each(rows)('%s', (_, given, expected) => {
    expect(signingSubjectOf(given)).toStrictEqual(expected);
  });

  // A change of any bound value must change the key, so the code typed before is not sent.
  const changes: [string, (i: PaymentInstruction) => PaymentInstruction][] = [
    ['the reference', (i) => ({ ...i, reference: `${i.reference}X` })],
    ['the account the money leaves', (i) => ({ ...i, fromAccountId: 'acc-other' })],
    ['the amount', (i) => ({ ...i, amountPence: i.amountPence + 1 })],
  ];
  describe.each(rows)('%s', (_, given) => {
    it.each(changes)('needs a new code when %s changes', (__, change) => {
      expect(signingKey(signingSubjectOf(change(given)))).not.toBe(signingKey(signingSubjectOf(given)));
    });
  });

  it("needs a new code for a new payee at another sort code with the same account number", () => {
    const otherBank: PaymentTarget = { kind: 'new-payee', payee: { ...newPayee.payee, sortCode: '998877' } as never };
    expect(signingKey(signingSubjectOf(instruction('new-payee', otherBank)))).not.toBe(signingKey(signingSubjectOf(instruction('new-payee', newPayee))));
  });

  it('needs a new code for another saved payee with the same account number', () => {
    const other: PaymentTarget = { kind: 'saved-payee', payee: { ...(savedPayee as Extract<PaymentTarget, { kind: 'saved-payee' }>).payee, id: 'ben-8' } };
    expect(signingKey(signingSubjectOf(instruction('existing-payee', other)))).not.toBe(signingKey(signingSubjectOf(instruction('existing-payee', savedPayee))));
  });
});

describe('short references (docs/rules/field-validation.md)', () => {
  it.each(['7', 'AB', '12'])('accepts a reference of 1 to 2 characters: %j', (reference) => {
    expect(referenceError(reference)).toBeNull();
  });

  it("a 3-digit reference a company signs with cannot be signed: 'A reference needs at least 4 digits.'", () => {
    const codes = new SigningCodes();
    codes.bind(signingSubjectOf(instruction('company', { kind: 'company', company: company('reference') }, '123')));
    expect(codes.digits?.identifierDigits).toBe('123');
    expect(codes.cannotSign).toBe(referenceTooShortMessage);
    expect(referenceTooShortMessage).toBe('A reference needs at least 4 digits.');
  });

  it('a 4-digit reference can be signed', () => {
    const codes = new SigningCodes();
    codes.bind(signingSubjectOf(instruction('company', { kind: 'company', company: company('reference') }, '1234')));
    expect(codes.cannotSign).toBeNull();
    expect(signingDigits(codes.subject!).entry).toBe('12341250');
  });

  it('a short reference does not stop a payment signed by account number', () => {
    const codes = new SigningCodes();
    codes.bind(signingSubjectOf(instruction('company', { kind: 'company', company: company('account') }, '12')));
    expect(codes.cannotSign).toBeNull();
  });
});

describe('a standing order’s code signs its schedule too', () => {
  const monthly: PaymentInstruction = {
    ...instruction('standing-order-person', newPayee, 'RENT'),
    schedule: { frequency: 'monthly', firstPaymentDate: '2026-12-01' as never, end: { kind: 'until-further-notice' } },
  };
  const schedules: [string, PaymentInstruction][] = [
    ['the frequency', { ...monthly, schedule: { ...monthly.schedule!, frequency: 'weekly' } }],
    ['the first payment date', { ...monthly, schedule: { ...monthly.schedule!, firstPaymentDate: '2026-12-02' as never } }],
    ['the end', { ...monthly, schedule: { ...monthly.schedule!, end: { kind: 'after', payments: 12 } } }],
  ];
  it.each(schedules)('needs a new code when %s changes', (_, changed) => {
    expect(signingKey(signingSubjectOf(changed))).not.toBe(signingKey(signingSubjectOf(monthly)));
  });
});
