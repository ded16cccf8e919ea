import { describe, expect, it } from 'vitest';
import { amountError } from '../shared/validation/amount-rules';
import { referenceError, requiredTextError, selectionError, shortTextError } from '../shared/validation/text-rules';
import { CheckEarlierPayment } from './check-earlier-payment.use-case';
import type { RecentPayment } from './earlier-payment';
import type { MajorBeneficiary, PaymentInstruction, PaymentKind, PaymentTarget } from './move-money';
import { accountNumberError, cardNumberError, finalPaymentDateError, firstPaymentDateError, numberOfPaymentsError, sortCodeError } from './move-money-validation';
import { paymentFieldError, paymentFields, type PaymentFormContext } from './payment-entries-rules';
import { newPayeeOf, paymentInstructionOf, type PaymentEntries } from './payment-instruction';

const blank: PaymentEntries = {
  payeeName: '', accountType: '', sortCode: '', accountNumber: '', secondaryReference: '', amount: '', reference: '',
  frequency: '', firstPaymentDate: '', endKind: '', numberOfPayments: '', finalPaymentDate: '',
};
const context = (kind: PaymentKind, extra: Partial<PaymentFormContext> = {}): PaymentFormContext => ({ kind, signsWithCard: false, needsSecondaryReference: false, today: '2026-11-28', ...extra });
const company = (signWith: MajorBeneficiary['signWith']): PaymentTarget => ({
  kind: 'company', company: { id: 'BC', name: 'Barclaycard', sortCode: '200000', accountNumber: '11111111', referenceLabel: 'Your 16-digit card number', signWith },
});
const jane: PaymentTarget = { kind: 'saved-payee', payee: { id: 'BEN-1', name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911', reference: '' } };

describe('the fields each kind of payment asks for', () => {
  it.each<[PaymentKind, string[]]>([
    ['transfer', ['amount', 'reference']],
    ['existing-payee', ['amount', 'reference']],
    ['company', ['amount', 'reference']],
    ['new-payee', ['payeeName', 'accountType', 'sortCode', 'accountNumber', 'secondaryReference', 'amount', 'reference']],
    ['standing-order-company', ['amount', 'reference', 'frequency', 'firstPaymentDate', 'endKind', 'numberOfPayments', 'finalPaymentDate']],
    [
      'standing-order-person',
      ['payeeName', 'accountType', 'sortCode', 'accountNumber', 'secondaryReference', 'amount', 'reference', 'frequency', 'firstPaymentDate', 'endKind', 'numberOfPayments', 'finalPaymentDate'],
    ],
  ])('%s', (kind, fields) => {
    expect(paymentFields(kind)).toEqual(fields);
  });
});

describe('what is wrong with a field', () => {
  it('a new payee\'s fields are checked for a new payee and a standing order to a person, and for nothing else', () => {
    const typed = { ...blank, payeeName: '', accountType: '', sortCode: '12', accountNumber: '1' };
    for (const kind of ['new-payee', 'standing-order-person'] as const) {
      expect(paymentFieldError('payeeName', typed, context(kind))).toBe(shortTextError(''));
      expect(paymentFieldError('accountType', typed, context(kind))).toBe(selectionError(''));
      expect(paymentFieldError('sortCode', typed, context(kind))).toBe(sortCodeError('12'));
      expect(paymentFieldError('accountNumber', typed, context(kind))).toBe(accountNumberError('1'));
    }
    expect(shortTextError('')).not.toBeNull();
    expect(sortCodeError('12')).not.toBeNull();
    for (const field of ['payeeName', 'accountType', 'sortCode', 'accountNumber', 'secondaryReference'] as const) {
      expect(paymentFieldError(field, typed, context('existing-payee'))).toBeNull();
      expect(paymentFieldError(field, typed, context('standing-order-company'))).toBeNull();
    }
  });

  it('a roll number is required only where the payee\'s bank asked for one', () => {
    expect(paymentFieldError('secondaryReference', blank, context('new-payee', { needsSecondaryReference: true }))).toBe(requiredTextError(''));
    expect(requiredTextError('')).not.toBeNull();
    expect(paymentFieldError('secondaryReference', blank, context('new-payee'))).toBeNull();
  });

  it('the amount by the shared amount rules, for every kind', () => {
    expect(paymentFieldError('amount', { ...blank, amount: ',100' }, context('transfer'))).toBe(amountError(',100'));
    expect(amountError(',100')).not.toBeNull();
  });

  it('a transfer may go without a reference; a payment may not; a card is checked as a card number', () => {
    expect(paymentFieldError('reference', blank, context('transfer'))).toBeNull();
    expect(paymentFieldError('reference', { ...blank, reference: '  ' }, context('transfer'))).toBeNull();
    expect(paymentFieldError('reference', { ...blank, reference: 'a|b' }, context('transfer'))).toBe(referenceError('a|b'));
    expect(paymentFieldError('reference', blank, context('existing-payee'))).toBe(referenceError(''));
    expect(referenceError('')).not.toBeNull();
    expect(paymentFieldError('reference', { ...blank, reference: '1234' }, context('company', { signsWithCard: true }))).toBe(cardNumberError('1234'));
    expect(cardNumberError('1234')).not.toBe(referenceError('1234'));
  });

  it('a standing order\'s schedule is checked for a standing order only, its end by the end chosen', () => {
    const typed = { ...blank, firstPaymentDate: '2026-11-01', numberOfPayments: '0', finalPaymentDate: '2026-01-01' };
    for (const kind of ['standing-order-person', 'standing-order-company'] as const) {
      expect(paymentFieldError('frequency', typed, context(kind))).toBe(selectionError(''));
      expect(paymentFieldError('firstPaymentDate', typed, context(kind))).toBe(firstPaymentDateError('2026-11-01', '2026-11-28'));
      expect(paymentFieldError('endKind', typed, context(kind))).toBe(selectionError(''));
      expect(paymentFieldError('numberOfPayments', { ...typed, endKind: 'after' }, context(kind))).toBe(numberOfPaymentsError('0'));
      expect(paymentFieldError('numberOfPayments', { ...typed, endKind: 'on' }, context(kind))).toBeNull();
      expect(paymentFieldError('finalPaymentDate', { ...typed, endKind: 'on' }, context(kind))).toBe(finalPaymentDateError('2026-01-01', '2026-11-01', '2026-11-28'));
      expect(paymentFieldError('finalPaymentDate', { ...typed, endKind: 'after' }, context(kind))).toBeNull();
    }
    expect(firstPaymentDateError('2026-11-01', '2026-11-28')).not.toBeNull();
    expect(numberOfPaymentsError('0')).not.toBeNull();
    expect(finalPaymentDateError('2026-01-01', '2026-11-01', '2026-11-28')).not.toBeNull();
    for (const field of ['frequency', 'firstPaymentDate', 'endKind'] as const) expect(paymentFieldError(field, typed, context('new-payee'))).toBeNull();
    expect(paymentFieldError('numberOfPayments', { ...typed, endKind: 'after' }, context('new-payee'))).toBeNull();
    expect(paymentFieldError('finalPaymentDate', { ...typed, endKind: 'on' }, context('new-payee'))).toBeNull();
  });
});

describe('the new payee typed', () => {
  it('trimmed, with the sort code and account number as digits, personal unless chosen', () => {
    const typed = { ...blank, payeeName: ' Jane Smith ', sortCode: ' 20-00-00 ', accountNumber: ' 5577 9911 ', secondaryReference: ' ROLL 1 ' };
    expect(newPayeeOf(typed, false)).toStrictEqual({ name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911', accountType: 'personal' });
    expect(newPayeeOf({ ...typed, accountType: 'business' }, true)).toStrictEqual({ name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911', accountType: 'business', secondaryReference: 'ROLL 1' });
    expect(newPayeeOf({ ...typed, secondaryReference: '  ' }, true)).not.toHaveProperty('secondaryReference');
  });
});

describe('the instruction sent', () => {
  it('the amount in pence and the reference trimmed; nothing when the amount is no amount', () => {
    expect(paymentInstructionOf('existing-payee', 'HK-CUR-001', jane, { ...blank, amount: '£1,234.50', reference: ' RENT ' })).toStrictEqual({
      kind: 'existing-payee', fromAccountId: 'HK-CUR-001', target: jane, amountPence: 123450, reference: 'RENT',
    });
    expect(paymentInstructionOf('existing-payee', 'HK-CUR-001', jane, { ...blank, amount: ',100' })).toBeNull();
  });

  it('a card number\'s digits only; another company\'s reference as typed', () => {
    const card = { ...blank, amount: '50', reference: ' 4921 0000 1111 2222 ' };
    expect(paymentInstructionOf('company', 'HK-CUR-001', company('card'), card)?.reference).toBe('4921000011112222');
    expect(paymentInstructionOf('company', 'HK-CUR-001', company('reference'), card)?.reference).toBe('4921 0000 1111 2222');
  });

  it.each([
    ['after', { endKind: 'after', numberOfPayments: '12' }, { kind: 'after', payments: 12 }],
    ['on', { endKind: 'on', finalPaymentDate: '2027-06-01' }, { kind: 'on', date: '2027-06-01' }],
    ['until further notice', { endKind: 'none' }, { kind: 'until-further-notice' }],
  ])('a standing order carries its schedule, ending %s', (_, entries, end) => {
    const typed = { ...blank, amount: '250', reference: 'RENT', frequency: 'monthly', firstPaymentDate: '2026-12-01', ...entries };
    for (const kind of ['standing-order-person', 'standing-order-company'] as const) {
      expect(paymentInstructionOf(kind, 'HK-CUR-001', jane, typed)?.schedule).toEqual({ frequency: 'monthly', firstPaymentDate: '2026-12-01', end });
    }
    expect(paymentInstructionOf('existing-payee', 'HK-CUR-001', jane, typed)).not.toHaveProperty('schedule');
  });
});

describe("checking the bank's record before Confirm", () => {
  const now = Date.parse('2026-11-28T16:00:00Z');
  const toJane: PaymentInstruction = { kind: 'existing-payee', fromAccountId: 'HK-CUR-001', target: jane, amountPence: 700, reference: 'RENT' };
  const paidJane: RecentPayment = { payeeName: 'Jane Smith', sortCode: '200000', accountNumber: '55779911', amountPence: 700, paidAt: Date.parse('2026-11-28T14:02:00Z') };

  it("finds the same payment in the paying account's record", async () => {
    const asked: string[] = [];
    const check = new CheckEarlierPayment({ recentPayments: async (id) => (asked.push(id), [paidJane]) }, { now: () => now });
    expect(await check.execute(toJane)).toMatchObject({ payeeName: 'Jane Smith', time: '14:02', day: 'today' });
    expect(asked).toEqual(['HK-CUR-001']);
  });

  it('asks nothing for a transfer between own accounts or a standing order', async () => {
    const asked: string[] = [];
    const check = new CheckEarlierPayment({ recentPayments: async (id) => (asked.push(id), [paidJane]) }, { now: () => now });
    expect(await check.execute({ ...toJane, kind: 'transfer', target: { kind: 'own-account', accountId: 'HK-SAV-002', name: 'Saver' } })).toBeNull();
    expect(await check.execute({ ...toJane, kind: 'standing-order-person', schedule: { frequency: 'monthly', firstPaymentDate: '2026-12-01', end: { kind: 'until-further-notice' } } })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('a record that cannot be read lets the review go on', async () => {
    const check = new CheckEarlierPayment({ recentPayments: () => Promise.reject(new Error('no answer')) }, { now: () => now });
    expect(await check.execute(toJane)).toBeNull();
  });
});
