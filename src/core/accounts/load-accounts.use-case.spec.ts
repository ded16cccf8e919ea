import { beforeEach, describe, expect, it } from 'vitest';
import { FakeAccounts, InMemoryAccountsState } from '../../adapters/fakes/fake-accounts.adapter';
import { ConfirmBalance } from './confirm-balance.use-case';
import { LoadAccounts, shouldFetchAccounts } from './load-accounts.use-case';
import { ResetAccounts } from './reset-accounts.use-case';

class Session {
  state = { level: 30 as number };
}
class RaiseLevel {
  readonly calls: string[] = [];
  execute(success: string) {
    this.calls.push(success);
    return 40 as const;
  }
}

describe('LoadAccounts', () => {
  let port: FakeAccounts;
  let store: InMemoryAccountsState;
  let session: Session;
  let raise: RaiseLevel;
  let load: LoadAccounts;

  beforeEach(() => {
    port = new FakeAccounts();
    store = new InMemoryAccountsState();
    session = new Session();
    raise = new RaiseLevel();
    load = new LoadAccounts(port, store, session as never, raise);
  });

  it('loads the list into the state and raises the level for accounts', async () => {
    const result = await load.execute();
    expect(result.ok && result.value.map((a) => a.id)).toEqual(['ACC-CUR-1', 'ACC-SAV-1', 'ACC-CC-1', 'ACC-SHD-1']);
    expect(store.state).toMatchObject({ loaded: true, loading: false, error: null });
    expect(store.state.accounts).toHaveLength(4);
    expect(raise.calls).toEqual(['accounts']);
  });

  it('is loading while the request is in flight', async () => {
    const pending = load.execute();
    expect(store.state.loading).toBe(true);
    await pending;
    expect(store.state.loading).toBe(false);
  });

  it('does not fetch again once loaded', async () => {
    await load.execute();
    const again = await load.execute();
    expect(again.ok).toBe(true);
    expect(port.calls.list).toBe(1);
  });

  it('joins the request in flight instead of sending a second', async () => {
    const [a, b] = await Promise.all([load.execute(), load.execute()]);
    expect(a).toBe(b);
    expect(port.calls.list).toBe(1);
  });

  it('stores the failure code and description, and does not raise the level', async () => {
    port.failWith('list', { code: 'AC0042', description: 'Accounts unavailable' });
    const result = await load.execute();
    expect(result).toEqual({ ok: false, error: { code: 'AC0042', description: 'Accounts unavailable' } });
    expect(store.state).toMatchObject({ loaded: false, loading: false, error: { code: 'AC0042' } });
    expect(raise.calls).toEqual([]);
  });

  it('defaults an unexplained failure to FD001T', async () => {
    load = new LoadAccounts({ list: () => Promise.reject(new Error('boom')) }, store, session as never, raise);
    const result = await load.execute();
    expect(!result.ok && result.error.code).toBe('FD001T');
    expect(store.state.error?.code).toBe('FD001T');
  });

  it('tries again after a failure', async () => {
    port.failWith('list', { code: 'FD999T', description: 'No connection' });
    await load.execute();
    port.failWith('list', null);
    expect((await load.execute()).ok).toBe(true);
    expect(store.state.error).toBeNull();
  });

  it('refuses before the customer has logged on', async () => {
    session.state.level = 10;
    const result = await load.execute();
    expect(!result.ok && result.error.code).toBe('ACC_NOT_AUTHENTICATED');
    expect(port.calls.list).toBeUndefined();
  });

  it('drops an answer that arrives after a reset (log-off)', async () => {
    const pending = load.execute();
    new ResetAccounts(store).execute();
    const result = await pending;
    expect(!result.ok && result.error.code).toBe('ACC_CANCELLED');
    expect(store.state).toMatchObject({ accounts: [], loaded: false, loading: false });
    expect(raise.calls).toEqual([]);
  });

  it('fetches again after a reset', async () => {
    await load.execute();
    new ResetAccounts(store).execute();
    expect(store.state).toMatchObject({ loaded: false, accounts: [] });
    await load.execute();
    expect(port.calls.list).toBe(2);
  });
});

describe('shouldFetchAccounts', () => {
  const idle = { loaded: false, loading: false };
  it('fetches when authenticated and content is loaded, unless loaded or loading', () => {
    expect(shouldFetchAccounts({ level: 40, contentLoaded: true }, idle)).toBe(true);
    expect(shouldFetchAccounts({ level: 30, contentLoaded: true }, idle)).toBe(true);
    expect(shouldFetchAccounts({ level: 10, contentLoaded: true }, idle)).toBe(false);
    expect(shouldFetchAccounts({ level: 40, contentLoaded: false }, idle)).toBe(false);
    expect(shouldFetchAccounts({ level: 40, contentLoaded: true }, { loaded: true, loading: false })).toBe(false);
    expect(shouldFetchAccounts({ level: 40, contentLoaded: true }, { loaded: false, loading: true })).toBe(false);
  });
});

describe('ConfirmBalance', () => {
  it('refetches one account and marks its index confirmed', async () => {
    const port = new FakeAccounts();
    const store = new InMemoryAccountsState();
    await new LoadAccounts(port, store, { state: { level: 40 } } as never, new RaiseLevel()).execute();
    port.accounts[1]!.summary.balance = 999;
    const result = await new ConfirmBalance(port, store).execute(1);
    expect(result.ok && result.value.summary.balance).toBe(999);
    expect(store.state.accounts[1]?.summary.balance).toBe(999);
    expect(store.state.accounts[0]?.id).toBe('ACC-CUR-1');
    expect(store.state.confirmedBalances).toEqual([1]);
  });

  it('fails for an index with no account, and on a gateway failure', async () => {
    const port = new FakeAccounts();
    const store = new InMemoryAccountsState();
    store.update({ accounts: port.accounts, loaded: true });
    const missing = await new ConfirmBalance(port, store).execute(9);
    expect(!missing.ok && missing.error.code).toBe('ACC_NOT_FOUND');
    port.failWith('byId', { code: 'FD999T', description: 'x' });
    const failed = await new ConfirmBalance(port, store).execute(0);
    expect(!failed.ok && failed.error.code).toBe('FD999T');
    expect(store.state.confirmedBalances).toEqual([]);
  });
});
