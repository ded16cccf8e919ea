import { describe, expect, it } from 'vitest';
import { ok } from './result';
import { ListInvalidation } from './list-invalidation';
import { LoadMoveMoney } from '../move-money/load-move-money.use-case';
import { DeletePayee } from '../manage-money/change.use-case';
import { SessionScope } from '../session/session-scope';

describe('ListInvalidation', () => {
  it('tells every keeper of a list that it changed, and no one else', () => {
    const lists = new ListInvalidation();
    const forgot: string[] = [];
    lists.on('payees', () => forgot.push('move money'));
    const stop = lists.on('payees', () => forgot.push('other'));
    lists.on('future-payments', () => forgot.push('future'));
    stop();
    lists.changed('payees');
    expect(forgot).toEqual(['move money']);
  });

  it('a payee deleted in manage money is no longer offered by move money', async () => {
    const lists = new ListInvalidation();
    let payees = [{ id: 'HK-BEN-1', name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911', reference: '' }];
    let reads = 0;
    const load = new LoadMoveMoney({ savedPayees: () => (reads++, Promise.resolve(payees)) }, new SessionScope());
    lists.on('payees', () => load.reset());
    expect(await load.execute()).toEqual(ok({ savedPayees: payees }));
    const remove = new DeletePayee(
      {
        deletePayee: (id) => {
          payees = payees.filter((p) => p.id !== id);
          return Promise.resolve();
        },
      },
      lists,
    );
    expect((await remove.execute({ payeeId: 'HK-BEN-1' }, 'key-1')).kind).toBe('accepted');
    expect(await load.execute()).toEqual(ok({ savedPayees: [] }));
    expect(reads).toBe(2);
  });
});
