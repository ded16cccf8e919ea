import { describe, expect, it } from 'vitest';
import type { Account } from '../accounts/account';
import { amendSigningSubjectOf } from './amend-signing-subject';
import {
  alreadyProcessing, amendFormOf, cancelConsequences, ChangeMessages, frequencyError, isChange, stopConsequence, validateAmend, type StandingOrderAmendment,
} from './change-rules';
import { regularPaymentsTo, regularPaymentsWarning } from './payee';
import { findMandate, type Mandate } from './regular-payment';
import { transferTargets } from './transfer-targets';

const today = '2026-11-23';
const rent: Mandate = {
  id: 'SO-1', type: 'standing-order', status: 'active', accountId: 'HK-CUR-001', payee: { name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911' },
  amount: 25000, frequency: 'MONTHLY', nextPaymentDate: '2026-12-01', lastPaymentDate: '2026-11-01', reference: 'RENT SHARE',
};
const amendmentOf = (m: Mandate, change: Partial<StandingOrderAmendment> = {}): StandingOrderAmendment => ({
  amount: m.amount ?? 0, nextPaymentDate: m.nextPaymentDate ?? '', frequency: m.frequency ?? 'MONTHLY', reference: m.reference, payee: m.payee, ...change,
});

describe('what an amend signs', () => {
  it('the payee\'s account and the amount keyed in, bound to the payee, the standing order, the paying account, the reference and the schedule', () => {
    expect(amendSigningSubjectOf(rent, amendmentOf(rent, { amount: 27500 }))).toEqual({
      kind: 'account', identifier: '55779911', amountPence: 27500, payee: '200000 55779911 SO-1', account: 'HK-CUR-001', reference: 'RENT SHARE', schedule: 'MONTHLY 2026-12-01',
    });
  });

  it('a payee without a sort code or account number signs an empty identifier', () => {
    const nameOnly = { ...rent, payee: { name: 'British Gas', sortCode: null, accountNumber: null } };
    expect(amendSigningSubjectOf(nameOnly, amendmentOf(nameOnly))).toMatchObject({ identifier: '', payee: '  SO-1' });
  });
});

describe('the amend form', () => {
  it('starts empty where the standing order has no amount, date or frequency', () => {
    expect(amendFormOf({ ...rent, amount: null, nextPaymentDate: null, frequency: null })).toEqual({ amount: '', nextPaymentDate: '', frequency: '', reference: 'RENT SHARE' });
  });

  it('refuses a frequency that is not one of the list', () => {
    expect(frequencyError('DAILY')).toBe(ChangeMessages.selection);
    expect(frequencyError('MONTHLY')).toBeNull();
  });

  it('sends the reference trimmed', () => {
    const result = validateAmend({ amount: '275.00', nextPaymentDate: '2026-12-01', frequency: 'MONTHLY', reference: '  RENT 2  ' }, rent, today);
    expect(result.ok && result.amendment.reference).toBe('RENT 2');
  });

  it.each<[string, Partial<StandingOrderAmendment>]>([
    ['the next date', { nextPaymentDate: '2026-12-02' }],
    ['the frequency', { frequency: 'WEEKLY' }],
    ['the reference', { reference: 'RENT 2' }],
    ['the payee\'s name', { payee: { ...rent.payee, name: 'Jane Smyth' } }],
    ['the payee\'s sort code', { payee: { ...rent.payee, sortCode: '200001' } }],
    ['the payee\'s account number', { payee: { ...rent.payee, accountNumber: '55779912' } }],
  ])('%s alone is a change', (_, change) => {
    expect(isChange(rent, amendmentOf(rent, change))).toBe(true);
  });

  it('nothing changed is no change, a payee without account details included', () => {
    expect(isChange(rent, amendmentOf(rent))).toBe(false);
    const dd = { ...rent, payee: { name: 'British Gas', sortCode: null, accountNumber: null } };
    expect(isChange(dd, amendmentOf(dd, { payee: { name: 'British Gas', sortCode: null, accountNumber: null } }))).toBe(false);
  });
});

describe('cancelling and stopping', () => {
  it('a payment is already being processed today and tomorrow only, never without a date', () => {
    expect(alreadyProcessing(null, today)).toBe(false);
    expect(alreadyProcessing('2026-11-22', today)).toBe(false);
    expect(alreadyProcessing(today, today)).toBe(true);
    expect(alreadyProcessing('2026-11-24', today)).toBe(true);
    expect(alreadyProcessing('2026-11-25', today)).toBe(false);
  });

  it('a standing order due tomorrow without an amount: the payment still made, and nothing about a company', () => {
    expect(cancelConsequences({ ...rent, amount: null, nextPaymentDate: '2026-11-24' }, today)).toEqual([
      'The payment due on Tuesday 24 November 2026 is already being processed and will still be made. No payments after it will be made.',
      'Payments already made are not affected.',
    ]);
  });

  it('a standing order with a later date, and one with none', () => {
    expect(cancelConsequences(rent, today)).toEqual([
      'No more payments will be made, starting with the one due on Tuesday 1 December 2026.',
      'Payments already made are not affected.',
    ]);
    expect(cancelConsequences({ ...rent, nextPaymentDate: null }, today)).toEqual(['No more payments will be made.', 'Payments already made are not affected.']);
  });

  it('says which future payment will not be made', () => {
    expect(stopConsequence({ id: 'FP-1', accountId: 'HK-CUR-001', payee: rent.payee, amount: 4500, date: '2026-12-10', reference: 'X' })).toBe(
      'The payment of £45.00 to Jane Smith on Thursday 10 December 2026 will not be made.',
    );
  });
});

describe("a payee's standing orders, before it is deleted", () => {
  it('only active standing orders to the same sort code and account number', () => {
    const payee = { sortCode: '20-00-00', accountNumber: '5577 9911' };
    const mandates: Mandate[] = [
      rent,
      { ...rent, id: 'SO-2', status: 'cancelled' },
      { ...rent, id: 'DD-1', type: 'direct-debit' },
      { ...rent, id: 'SO-3', payee: { ...rent.payee, sortCode: '200001' } },
      { ...rent, id: 'SO-4', payee: { ...rent.payee, accountNumber: '55779912' } },
      { ...rent, id: 'SO-5', payee: { ...rent.payee, sortCode: null, accountNumber: null } },
    ];
    expect(regularPaymentsTo(payee, mandates).map((m) => m.id)).toEqual(['SO-1']);
  });

  it('the warning for one and for several', () => {
    expect(regularPaymentsWarning(1)).toBe(
      'This payee has a standing order from this account. It is not cancelled when you delete the payee: cancel it in Regular payments if you want the payments to stop.',
    );
    expect(regularPaymentsWarning(2)).toBe(
      'This payee has 2 standing orders from this account. They are not cancelled when you delete the payee: cancel them in Regular payments if you want the payments to stop.',
    );
  });
});

describe('a regular payment by its route', () => {
  const two = [rent, { ...rent, id: 'SO-2' }];

  it('an index given as a number or as up to four digits', () => {
    expect(findMandate(two, { type: 'standing-order', status: 'active', index: 1 })?.id).toBe('SO-2');
    expect(findMandate(two, { type: 'standing-order', status: 'active', index: '1' })?.id).toBe('SO-2');
    expect(findMandate(two, { type: 'standing-order', status: 'active', index: '0001' })?.id).toBe('SO-2');
  });

  it.each(['x', '1x', 'x1', '00001', '-1', ''])('nothing for the index %j', (index) => {
    expect(findMandate(two, { type: 'standing-order', status: 'active', index })).toBeNull();
  });

  it('nothing for a type or a status that is not one', () => {
    expect(findMandate(two, { type: 'standing-orders', status: 'active', index: 0 })).toBeNull();
    expect(findMandate(two, { type: 'standing-order', status: 'live', index: 0 })).toBeNull();
  });
});

describe('the accounts a standing order may move to', () => {
  it('another account with the payee\'s account number but another sort code is not the payee', () => {
    const acc = (id: string, sortCode: string, number: string) => ({ id, name: id, summary: { sortCode, number }, moveMoney: { canTransferFrom: true, canTransferTo: true, canPay: false } }) as unknown as Account;
    const toSaver = { accountId: 'CUR', payee: { name: 'Saver', sortCode: '40-12-76', accountNumber: '5123 0001' } };
    expect(transferTargets([acc('CUR', '401276', '41234567'), acc('SAV', '401276', '51230001'), acc('OTHER', '401277', '51230001')], toSaver).map((a) => a.id)).toEqual(['OTHER']);
  });
});
