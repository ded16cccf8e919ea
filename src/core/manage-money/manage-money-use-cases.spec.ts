import { describe, expect, it } from 'vitest';
import { anAccount } from '../../adapters/fakes/fake-accounts.data';
import { FakeManageMoney } from '../../adapters/fakes/fake-manage-money.adapter';
import type { Account } from '../accounts/account';
import { SessionScope } from '../session/session-scope';
import { ListInvalidation } from '../shared/list-invalidation';
import { fail, ok, type Result } from '../shared/result';
import { AmendStandingOrder, CancelRegularPayment, DeletePayee, StopFuturePayment, TransferStandingOrder } from './change.use-case';
import type { FuturePayment } from './future-payment';
import { LoadFuturePayments, LoadPayees, LoadRegularPayments } from './load-manage-money.use-case';

const current = anAccount({ id: 'ACC-CUR-1' });
const saver = anAccount({ id: 'ACC-SAV-1' });
const accounts = (list: Result<Account[]> = ok([current, saver])) => ({ execute: async () => list });
const refused = { code: 'MM0500', description: 'The bank could not read the list' };

describe('loading the lists of an account', () => {
  it('the regular payments of the account at the route\'s index, or why they could not be read', async () => {
    const port = new FakeManageMoney();
    const load = new LoadRegularPayments(accounts(), port, new SessionScope());
    const loaded = await load.execute(0);
    expect(loaded.ok && loaded.value.account.id).toBe('ACC-CUR-1');
    expect(loaded.ok && loaded.value.mandates.map((m) => m.id)).toEqual(['SO-1', 'SO-2', 'SO-9', 'DD-1']);
    expect(port.calls).toEqual([{ method: 'regularPayments', args: ['ACC-CUR-1'] }]);
    port.failWith('regularPayments', refused);
    expect(await load.execute(0)).toEqual(fail(refused));
  });

  it('no account at the index, or no accounts list: that failure, and nothing asked of the bank', async () => {
    const port = new FakeManageMoney();
    expect((await new LoadRegularPayments(accounts(), port, new SessionScope()).execute(5)).ok).toBe(false);
    const noList = fail({ code: 'FD999T', description: 'no answer' });
    expect(await new LoadFuturePayments(accounts(noList), port, new SessionScope()).execute(0)).toEqual(noList);
    expect(port.calls).toEqual([]);
  });

  it('an answer that lands after log-off is dropped', async () => {
    const port = new FakeManageMoney();
    const scope = new SessionScope();
    const loading = new LoadRegularPayments(accounts(), port, scope).execute(0);
    scope.end();
    expect(await loading).toMatchObject({ ok: false, error: { code: 'SESSION_ENDED' } });
  });

  it('the payees with the account\'s standing orders; when those cannot be read, the payees still, flagged', async () => {
    const port = new FakeManageMoney();
    const load = new LoadPayees(accounts(), port, new SessionScope());
    const both = await load.execute(0);
    expect(both.ok && both.value).toMatchObject({ account: { id: 'ACC-CUR-1' }, regularPaymentsUnknown: false });
    expect(both.ok && both.value.payees.map((p) => p.id)).toEqual(['BEN-1', 'BEN-2']);
    expect(both.ok && both.value.mandates).toHaveLength(4);
    port.failWith('regularPayments', refused);
    const payeesOnly = await load.execute(0);
    expect(payeesOnly.ok && payeesOnly.value).toMatchObject({ mandates: [], regularPaymentsUnknown: true });
    expect(payeesOnly.ok && payeesOnly.value.payees).toHaveLength(2);
    port.failWith('payees', refused);
    expect(await load.execute(0)).toEqual(fail(refused));
  });

  it('the future payments soonest first', async () => {
    const port = new FakeManageMoney();
    const payment = (id: string, date: string): FuturePayment => ({ id, accountId: 'ACC-CUR-1', payee: { name: 'Mike Patel', sortCode: '608371', accountNumber: '20456123' }, amount: 4500, date, reference: 'X' });
    port.future = [payment('FP-3', '2026-12-20'), payment('FP-1', '2026-12-10'), payment('FP-2', '2026-12-10'), payment('FP-0', '2026-12-01')];
    const load = new LoadFuturePayments(accounts(), port, new SessionScope());
    const loaded = await load.execute(0);
    expect(loaded.ok && loaded.value.payments.map((p) => p.id)).toEqual(['FP-0', 'FP-1', 'FP-2', 'FP-3']);
    port.failWith('futurePayments', refused);
    expect(await load.execute(0)).toEqual(fail(refused));
  });
});

describe('the changes send what was reviewed, under its key', () => {
  it('each change reaches the bank with its own values and the key of its review', async () => {
    const port = new FakeManageMoney();
    const mandate = port.mandates[0]!;
    const amendment = { amount: 27500, nextPaymentDate: '2026-12-01', frequency: 'MONTHLY' as const, reference: 'RENT SHARE', payee: mandate.payee };
    const done = { kind: 'accepted', outcome: { done: true } };
    expect(await new AmendStandingOrder(port).execute({ mandate, amendment, codes: { transactionCode: '12345678' } }, 'k-amend')).toEqual(done);
    expect(await new AmendStandingOrder(port).execute({ mandate, amendment }, 'k-amend-2')).toEqual(done);
    expect(await new TransferStandingOrder(port).execute({ mandate, toAccountId: 'ACC-SAV-1' }, 'k-move')).toEqual(done);
    expect(await new CancelRegularPayment(port).execute({ mandate }, 'k-cancel')).toEqual(done);
    // After a 0004 the code goes with the same key.
    expect(await new CancelRegularPayment(port).execute({ mandate, codes: { reauthenticationCode: '123456' } }, 'k-cancel')).toEqual(done);
    expect(await new StopFuturePayment(port).execute({ paymentId: 'FP-1' }, 'k-stop')).toEqual(done);
    expect(port.calls).toEqual([
      { method: 'amendStandingOrder', key: 'k-amend', args: ['SO-1', amendment, { transactionCode: '12345678' }] },
      { method: 'amendStandingOrder', key: 'k-amend-2', args: ['SO-1', amendment, {}] },
      { method: 'transferStandingOrder', key: 'k-move', args: ['SO-1', 'ACC-SAV-1', {}] },
      { method: 'cancelRegularPayment', key: 'k-cancel', args: [mandate, {}] },
      { method: 'cancelRegularPayment', key: 'k-cancel', args: [mandate, { reauthenticationCode: '123456' }] },
      { method: 'stopFuturePayment', key: 'k-stop', args: ['FP-1', {}] },
    ]);
  });

  it('a payee deleted or not, the kept lists of payees are read afresh', async () => {
    const port = new FakeManageMoney();
    const lists = new ListInvalidation();
    let forgotten = 0;
    lists.on('payees', () => (forgotten += 1));
    const del = new DeletePayee(port, lists);
    await del.execute({ payeeId: 'BEN-1' }, 'k1');
    port.failWith('deletePayee', refused);
    await del.execute({ payeeId: 'BEN-2' }, 'k2');
    expect(forgotten).toBe(2);
    expect(port.calls.map((c) => [c.args[0], c.key])).toEqual([['BEN-1', 'k1'], ['BEN-2', 'k2']]);
  });
});
