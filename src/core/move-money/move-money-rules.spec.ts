import { describe, expect, it } from 'vitest';
import { anAccount } from '../../adapters/fakes/fake-accounts.data';
import { FakeMoveMoney } from '../../adapters/fakes/fake-move-money.adapter';
import { dateEntryOf } from '../dates/date-entry';
import type { AccountsState } from '../accounts/accounts-state.port';
import { initialAccountsState } from '../accounts/accounts-state.port';
import { SessionScope } from '../session/session-scope';
import { earlierPaymentOf, type RecentPayment } from './earlier-payment';
import { LoadMoveMoney } from './load-move-money.use-case';
import { frequencyLabels, needsSigning, payeeName, type PaymentInstruction, type PaymentKind, type PaymentTarget } from './move-money';
import { cardNumberError, finalPaymentDateError, numberOfPaymentsError } from './move-money-validation';
import { paymentIdentity } from './payment-identity';
import { RefreshBalances } from './refresh-balances.use-case';
import { CheckPayee } from './check-payee.use-case';

const savedJane: PaymentTarget = { kind: 'saved-payee', payee: { id: 'BEN-1', name: 'Jane Smith', sortCode: '20-00-00', accountNumber: '5577 9911', reference: '' } };
const newJane: PaymentTarget = { kind: 'new-payee', payee: { name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911', accountType: 'personal' } };
const gas: PaymentTarget = { kind: 'company', company: { id: 'BG', name: 'British Gas', sortCode: '400000', accountNumber: '11111111', referenceLabel: 'Reference', signWith: 'reference' } };
const own = (accountId: string): PaymentTarget => ({ kind: 'own-account', accountId, name: 'Saver' });
const pay = (target: PaymentTarget, amountPence = 700, fromAccountId = 'HK-CUR-001'): PaymentInstruction => ({ kind: 'existing-payee', fromAccountId, target, amountPence, reference: 'AB 12' });

describe('the kinds of payment', () => {
  it.each<[PaymentKind, boolean]>([
    ['transfer', false],
    ['existing-payee', false],
    ['new-payee', true],
    ['company', true],
    ['standing-order-person', true],
    ['standing-order-company', true],
  ])('%s needs a Transaction Security Code: %s', (kind, needed) => {
    expect(needsSigning(kind)).toBe(needed);
  });

  it('names who is paid, by kind', () => {
    expect([own('A'), savedJane, newJane, gas].map(payeeName)).toEqual(['Saver', 'Jane Smith', 'Jane Smith', 'British Gas']);
  });

  it('words each frequency', () => {
    expect(frequencyLabels).toEqual({ weekly: 'Every week', fortnightly: 'Every 2 weeks', monthly: 'Every month', quarterly: 'Every 3 months', yearly: 'Every year' });
  });
});

describe('more field rules', () => {
  it('a card number: required, then exactly 16 digits', () => {
    expect(cardNumberError(' ')).toBe('This field requires a value');
    expect(cardNumberError('4929 1234 5678 9012 3')).toBe('Sorry, the credit card number you have entered is not valid');
  });

  it('the number of payments: required, whole, from 2 to 999, spaces around allowed', () => {
    expect(numberOfPaymentsError('  ')).toBe('This field requires a value');
    expect(numberOfPaymentsError(' 2 ')).toBeNull();
    expect(numberOfPaymentsError('999')).toBeNull();
    expect(numberOfPaymentsError('1000')).toBe('Enter a number of payments from 2 to 999.');
    expect(numberOfPaymentsError('12a')).toBe('This field requires a numeric value');
    expect(numberOfPaymentsError('a12')).toBe('This field requires a numeric value');
  });

  it('a final payment date: named in its own words, today allowed after an earlier start', () => {
    expect(finalPaymentDateError(dateEntryOf({ day: '30', month: '', year: '2026' }), '2026-11-24', '2026-11-23')).toBe('Final payment date must include a month');
    expect(finalPaymentDateError('2026-11-23', '2026-11-22', '2026-11-23')).toBeNull();
  });
});

describe("a payment's identity", () => {
  it('reads sort codes and account numbers as digits, however they were typed', () => {
    expect(paymentIdentity(pay(savedJane))).toBe(paymentIdentity(pay(newJane)));
  });

  it('keeps its parts apart: no two payments run together into one', () => {
    expect(paymentIdentity(pay(own('B1'), 2))).not.toBe(paymentIdentity(pay(own('B'), 12)));
    expect(paymentIdentity(pay(own('B'), 2, 'A1'))).not.toBe(paymentIdentity(pay(own('B'), 2, 'A')));
  });
});

describe("the bank's record, by where the money went", () => {
  const now = Date.parse('2026-11-28T16:00:00Z');
  const paid = (sortCode: string, accountNumber: string, at = '2026-11-28T14:02:00Z'): RecentPayment => ({ payeeName: 'Them', sortCode, accountNumber, amountPence: 700, paidAt: Date.parse(at) });

  it('a payee typed in, and a company, are found by their account', () => {
    expect(earlierPaymentOf(pay(newJane), [paid('200000', '55779911')], now)?.day).toBe('today');
    expect(earlierPaymentOf(pay(gas), [paid('40-00-00', '11111111')], now)?.day).toBe('today');
    expect(earlierPaymentOf(pay(gas), [paid('200000', '55779911')], now)).toBeNull();
  });

  it('one of the customer\'s own accounts has no record to look in', () => {
    expect(earlierPaymentOf(pay(own('HK-SAV-002')), [paid('200000', '55779911')], now)).toBeNull();
  });

  it('on the day the clocks go back (25 hours), yesterday is still the calendar day before', () => {
    const lateOnLongDay = Date.parse('2026-10-25T23:30:00Z');
    expect(earlierPaymentOf(pay(newJane), [paid('200000', '55779911', '2026-10-24T12:00:00Z')], lateOnLongDay)).toMatchObject({ day: 'yesterday', time: '13:00' });
  });
});

describe('the payees kept for move money', () => {
  it('a kept success answers again as a success', async () => {
    const load = new LoadMoveMoney(new FakeMoveMoney(), new SessionScope());
    const first = await load.execute();
    const again = await load.execute();
    expect(again).toEqual({ ok: true, value: first.ok ? first.value : null });
    expect(again.ok && again.value.savedPayees.length).toBe(2);
  });
});

describe('the balances after money moved', () => {
  function store() {
    const state: { current: AccountsState } = { current: { ...initialAccountsState(), loading: true, confirmedBalances: [1], error: { code: 'X', description: 'x' } } };
    return { get state() { return state.current; }, update: (patch: Partial<AccountsState>) => (state.current = { ...state.current, ...patch }) };
  }

  it('are read afresh into the shared list, every earlier check of one balance dropped', async () => {
    const kept = store();
    const accounts = [anAccount({ id: 'A' })];
    expect(await new RefreshBalances({ list: async () => accounts }, kept).execute()).toBe(true);
    expect(kept.state).toEqual({ accounts, loaded: true, loading: false, error: null, confirmedBalances: [] });
  });

  it('a failed read keeps the list shown and says so', async () => {
    const kept = store();
    const before = kept.state;
    expect(await new RefreshBalances({ list: () => Promise.reject(new Error('no answer')) }, kept).execute()).toBe(false);
    expect(kept.state).toBe(before);
  });
});

describe('checking a payee typed in', () => {
  const payee = (secondaryReference?: string) => ({ name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911', accountType: 'personal' as const, ...(secondaryReference === undefined ? {} : { secondaryReference }) });
  function bank(needed: boolean) {
    const asked: string[] = [];
    return {
      asked,
      port: {
        needsSecondaryReference: async (sortCode: string) => (asked.push(`roll? ${sortCode}`), needed),
        checkPayee: async () => (asked.push('name?'), { result: 'match' as const }),
      },
    };
  }
  const on = { confirmationOfPayee: true, secondaryReferenceDataCheck: true };

  it('a roll number of spaces is none: the bank is asked whether one is needed', async () => {
    const { port, asked } = bank(true);
    expect(await new CheckPayee(port).execute(payee('   '), on)).toEqual({ ok: true, value: { kind: 'needs-secondary-reference' } });
    expect(asked).toEqual(['roll? 200000']);
  });

  it('when the bank needs none, the name is checked next', async () => {
    const { port, asked } = bank(false);
    expect(await new CheckPayee(port).execute(payee(), on)).toEqual({ ok: true, value: { kind: 'checked', answer: { result: 'match' } } });
    expect(asked).toEqual(['roll? 200000', 'name?']);
  });
});
