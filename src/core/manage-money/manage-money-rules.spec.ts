import { dateEntryOf } from '../dates/date-entry';
import { describe, expect, it } from 'vitest';
import { ListInvalidation } from '../shared/list-invalidation';
import { parseAmount } from '../shared/validation/amount-rules';
import { FakeManageMoney, fakeMandates } from '../../adapters/fakes/fake-manage-money.adapter';
import {
  amendFormOf,
  canStop,
  cancelConsequences,
  ChangeMessages,
  needsSecurityCode,
  validateAmend,
  type StandingOrderAmendment,
} from './change-rules';
import { DeletePayee } from './change.use-case';
import { regularPaymentsTo, regularPaymentsWarning } from './payee';
import { allowedChanges, findMandate, groupMandates, type Mandate } from './regular-payment';
import { transferTargets } from './transfer-targets';
import type { Account } from '../accounts/account';

const today = '2026-11-23';
const [jane, saver, old, gas] = fakeMandates() as [Mandate, Mandate, Mandate, Mandate];

describe('what each regular payment allows', () => {
  it('a Direct Debit can be cancelled, never amended or moved', () => {
    expect(allowedChanges(gas)).toEqual(['cancel']);
  });
  it('a standing order can be amended, moved and cancelled', () => {
    expect(allowedChanges(jane)).toEqual(['amend', 'transfer', 'cancel']);
  });
  it('a cancelled or ended one allows nothing', () => {
    expect(allowedChanges(old)).toEqual([]);
    expect(allowedChanges({ ...jane, status: 'ended' })).toEqual([]);
  });
});

describe('grouping by type and status', () => {
  it('lists active standing orders, active Direct Debits, then cancelled ones; no empty group', () => {
    expect(groupMandates(fakeMandates()).map((g) => [g.title, g.mandates.map((m) => m.id)])).toEqual([
      ['Standing orders', ['SO-1', 'SO-2']],
      ['Direct Debits', ['DD-1']],
      ['Cancelled standing orders', ['SO-9']],
    ]);
  });
  it('leaves standing orders out when their toggle is off', () => {
    expect(groupMandates(fakeMandates(), false).map((g) => g.title)).toEqual(['Direct Debits']);
  });
  it('finds a detail by type, status and index within its group, and nothing for a wrong route', () => {
    expect(findMandate(fakeMandates(), { type: 'standing-order', status: 'active', index: '1' })?.id).toBe('SO-2');
    expect(findMandate(fakeMandates(), { type: 'standing-order', status: 'cancelled', index: '0' })?.id).toBe('SO-9');
    expect(findMandate(fakeMandates(), { type: 'standing-order', status: 'active', index: '2' })).toBeNull();
    expect(findMandate(fakeMandates(), { type: 'cheque', status: 'active', index: '0' })).toBeNull();
    expect(findMandate(fakeMandates(), { type: 'direct-debit', status: 'active', index: '-1' })).toBeNull();
  });
});

describe('which changes need a Transaction Security Code', () => {
  const amendment: StandingOrderAmendment = { amount: 25000, nextPaymentDate: '2026-12-02', frequency: 'MONTHLY' as const, reference: 'RENT', payee: jane.payee };
  it('a new amount does', () => {
    expect(needsSecurityCode(jane, { ...amendment, amount: 27500 })).toBe(true);
  });
  it('a new payee does', () => {
    expect(needsSecurityCode(jane, { ...amendment, payee: { ...jane.payee, accountNumber: '99999999' } })).toBe(true);
  });
  it('a new date, frequency or reference alone does not', () => {
    expect(needsSecurityCode(jane, { ...amendment, frequency: 'WEEKLY', reference: 'NEW' } as typeof amendment)).toBe(false);
  });
});

describe('the amend form', () => {
  const form = amendFormOf(jane);
  it('starts with the standing order as it is, and refuses to send no change', () => {
    // Made again inside the test: `form` is made while the file loads, before Stryker switches a mutant on.
    expect(amendFormOf(jane)).toEqual({ amount: '250.00', nextPaymentDate: '2026-12-01', frequency: 'MONTHLY', reference: 'RENT SHARE' });
    expect(validateAmend(form, jane, today)).toEqual({ ok: false, errors: [{ field: 'form', message: ChangeMessages.noChange }] });
  });
  it('gives the amendment for a new amount', () => {
    const result = validateAmend({ ...form, amount: '275' }, jane, today);
    expect(result.ok && result.amendment.amount).toBe(27500);
  });
  it('says what is wrong with each field, in field order, with the spec texts', () => {
    const result = validateAmend({ amount: '-5', nextPaymentDate: '', frequency: '', reference: 'ÅÅ' }, jane, today);
    expect(result.ok ? [] : result.errors).toEqual([
      { field: 'amount', message: 'Monetary amount must be positive' },
      { field: 'nextPaymentDate', message: 'This field requires a value' },
      { field: 'frequency', message: 'This field requires a selection' },
      { field: 'reference', message: 'Reference must contain between 1 and 18 alpha numeric characters' },
    ]);
  });
  it('checks amounts against the spec limits', () => {
    const message = (amount: string) => {
      const r = validateAmend({ ...form, amount }, jane, today);
      return r.ok ? null : r.errors[0]?.message;
    };
    expect(message('abc')).toBe('This field requires a numeric value');
    expect(message('1.234')).toBe('This field requires a numeric value');
    expect(message('0.00')).toBe('Monetary amount must be positive');
    expect(message('50000.00')).toMatch(/^Sorry we are unable to proceed/);
    expect(message('49999.99')).toBeNull();
    // One set of rules with move money: '0.001' is under the minimum, a '-1' frequency is none.
    expect(message('0.001')).toBe('Sorry, we cannot proceed with an amount under £0.01. Please change the amount and try again.');
    expect(parseAmount('£1,275.50')).toBe(127550);
  });
  it('takes a next date from 2 days to a year from today', () => {
    const date = (nextPaymentDate: string) => {
      const r = validateAmend({ ...form, amount: '1', nextPaymentDate }, jane, today);
      return r.ok ? null : r.errors[0]?.message;
    };
    expect(date('2026-11-24')).toBe(ChangeMessages.dateTooSoon);
    expect(date('2026-11-25')).toBeNull();
    expect(date('2027-11-23')).toBeNull();
    expect(date('2027-11-24')).toBe(ChangeMessages.dateTooLate);
    expect(date('2026-02-30')).toBe('This field requires a value');
    expect(date(dateEntryOf({ day: '1', month: 'Dec', year: '2026' }))).toBeNull();
    expect(date(dateEntryOf({ day: '31', month: 'Nov', year: '2026' }))).toBe('Next payment date must be a real date');
    expect(date(dateEntryOf({ day: '', month: '12', year: '' }))).toBe('Next payment date must include a day and year');
  });
});

describe('what cancelling says about payments already due', () => {
  it('a payment due tomorrow is already being processed and will still be made', () => {
    expect(cancelConsequences({ ...jane, nextPaymentDate: '2026-11-24' }, today)[0]).toBe(
      'The payment of £250.00 due on Tuesday 24 November 2026 is already being processed and will still be made. No payments after it will be made.',
    );
  });
  it('a later one will not be made; a Direct Debit also tells the customer to tell the company', () => {
    const lines = cancelConsequences(gas, today);
    expect(lines[0]).toBe('No more payments will be made, starting with the one due on Wednesday 25 November 2026.');
    expect(lines.at(-1)).toContain('Please tell BRITISH GAS');
  });
  it('a future payment due tomorrow can no longer be stopped', () => {
    expect(canStop({ date: '2026-11-24' }, today)).toBe(false);
    expect(canStop({ date: '2026-11-25' }, today)).toBe(true);
  });
});

describe('payees with regular payments', () => {
  it('finds the active standing orders to the payee and says so before delete', () => {
    const payee = { sortCode: '20-00-00', accountNumber: '55779911' };
    expect(regularPaymentsTo(payee, fakeMandates()).map((m) => m.id)).toEqual(['SO-1']);
    expect(regularPaymentsWarning(1)).toMatch(/^This payee has a standing order from this account\./);
    expect(regularPaymentsWarning(0)).toBeNull();
  });
});

describe('moving a standing order', () => {
  const acc = (id: string, canTransferFrom: boolean, number: string): Account =>
    ({ id, name: id, summary: { sortCode: '401276', number }, moveMoney: { canTransferFrom, canTransferTo: true, canPay: false } }) as unknown as Account;
  it('offers the other accounts money can leave, never the payee itself', () => {
    const accounts = [acc('CUR', true, '41234567'), acc('SAV', true, '51230001'), acc('ISA', true, '51230003'), acc('FIX', false, '51230002')];
    expect(transferTargets(accounts, { ...saver, accountId: 'CUR' }).map((a) => a.id)).toEqual(['ISA']);
  });
});

describe("the answer of a change (core's one classifier)", () => {
  it('accepted, refused with the code, or unknown when no answer came', async () => {
    const port = new FakeManageMoney();
    const del = new DeletePayee(port, new ListInvalidation());
    const send = (id: string, key: string) => del.execute({ payeeId: id }, key);
    expect(await send('BEN-1', 'k1')).toEqual({ kind: 'accepted', outcome: { done: true } });
    port.failWith('deletePayee', { code: 'OLR_0043', description: 'wrong' });
    expect(await send('BEN-2', 'k2')).toMatchObject({ kind: 'refused', code: 'OLR_0043' });
    port.failWith('deletePayee', { code: 'FD999T', description: 'no answer' });
    expect(await send('BEN-2', 'k3')).toEqual({ kind: 'unknown', reason: 'no-answer', code: 'FD999T' });
    port.failWith('deletePayee', { code: 'FD001T', description: 'bad gateway', status: 502 });
    expect(await send('BEN-2', 'k4')).toEqual({ kind: 'unknown', reason: 'server', code: 'FD001T' });
    port.failWith('deletePayee', { code: 'MM0500', description: 'no', status: 502 });
    expect(await send('BEN-2', 'k5')).toMatchObject({ kind: 'refused', code: 'MM0500' });
  });
});
