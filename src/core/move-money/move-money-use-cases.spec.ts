import { describe, expect, it } from 'vitest';
import { SessionScope } from '../session/session-scope';
import { FakeMoveMoney } from '../../adapters/fakes/fake-move-money.adapter';
import { FakeAccounts } from '../../adapters/fakes/fake-accounts.adapter';
import { initialAccountsState, type AccountsState } from '../accounts/accounts-state.port';
import { CheckPayee } from './check-payee.use-case';
import { LoadMoveMoney } from './load-move-money.use-case';
import { RefreshBalances } from './refresh-balances.use-case';

const on = { confirmationOfPayee: true, secondaryReferenceDataCheck: true };

describe('LoadMoveMoney', () => {
  it('reads the payees once, joining a call in flight', async () => {
    const port = new FakeMoveMoney();
    let calls = 0;
    const counting = { savedPayees: () => (calls++, port.savedPayees()) };
    const load = new LoadMoveMoney(counting, new SessionScope());
    const [a, b] = await Promise.all([load.execute(), load.execute()]);
    expect(a).toEqual(b);
    await load.execute();
    expect(calls).toBe(1);
    expect(a.ok && a.value.savedPayees.length).toBe(2);
    load.reset();
    await load.execute();
    expect(calls).toBe(2);
  });
});

describe('LoadMoveMoney, fresh', () => {
  it('reads the payees again when asked fresh, and still joins a call in flight', async () => {
    const port = new FakeMoveMoney();
    let calls = 0;
    const counting = { savedPayees: () => (calls++, port.savedPayees()) };
    const load = new LoadMoveMoney(counting, new SessionScope());
    await load.execute();
    await load.execute();
    expect(calls).toBe(1);
    await load.execute({ fresh: true });
    expect(calls).toBe(2);
    await Promise.all([load.execute({ fresh: true }), load.execute({ fresh: true })]);
    expect(calls).toBe(3);
  });
});

describe('CheckPayee', () => {
  const nationwide = { name: 'Nationwide', sortCode: '070093', accountNumber: '33333334', accountType: 'personal' as const };

  it('asks for the roll number the payee needs before checking the name', async () => {
    const check = new CheckPayee(new FakeMoveMoney());
    expect(await check.execute(nationwide, on)).toEqual({ ok: true, value: { kind: 'needs-secondary-reference' } });
    expect(await check.execute({ ...nationwide, secondaryReference: 'ROLL1234' }, on)).toEqual({ ok: true, value: { kind: 'checked', answer: { result: 'match' } } });
  });

  it('skips the secondary check and Confirmation of Payee when their toggles are off', async () => {
    const check = new CheckPayee(new FakeMoveMoney());
    expect(await check.execute(nationwide, { confirmationOfPayee: false, secondaryReferenceDataCheck: false })).toEqual({
      ok: true,
      value: { kind: 'checked', answer: null },
    });
  });
});

describe('RefreshBalances', () => {
  it('puts the new list into the shared state without a loading phase', async () => {
    const accounts = new FakeAccounts();
    const state = {
      state: { ...initialAccountsState(), loaded: true } as AccountsState,
      update(patch: Partial<AccountsState>) {
        this.state = { ...this.state, ...patch };
      },
    };
    const first = accounts.accounts[0];
    if (first) first.summary.balance = 1;
    expect(await new RefreshBalances(accounts, state).execute()).toBe(true);
    expect(state.state.accounts[0]?.summary.balance).toBe(1);
    expect(state.state.loading).toBe(false);
  });
});
