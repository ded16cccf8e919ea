import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import { FakeSessionState } from '../../adapters/fakes/fake-session.adapter';
import { FakeTracking } from '../../adapters/fakes/fake-system.adapter';
import { noMoveMoney, type Account } from '../accounts/account';
import { DocumentsState, LoadDocuments } from '../documents/documents.use-cases';
import { InboxState } from '../inbox/inbox-state';
import { LoadMessages } from '../inbox/inbox.use-cases';
import { LoadFuturePayments, LoadPayees, LoadRegularPayments } from '../manage-money/load-manage-money.use-case';
import { LoadMoveMoney } from '../move-money/load-move-money.use-case';
import { ok } from '../shared/result';
import { RaiseLevelOnSuccess } from './raise-level-on-success.use-case';
import { SessionScope, sessionEndedError } from './session-scope';

/**
 * One case per area: log-off while a list is loading; the answer lands after the
 * wipe and must be neither kept nor given to the page.
 */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { opened, open, after: <T>(value: T) => opened.then(() => value) };
}

const raise = () => {
  const session = new FakeSessionState();
  session.update({ level: 40 });
  return new RaiseLevelOnSuccess(session, new FakeTracking());
};

const account = { id: 'HK-CUR-001', name: 'Current Account', moveMoney: noMoveMoney } as unknown as Account;
const accounts = { execute: () => Promise.resolve(ok([account])) };

describe('every loader drops an answer that lands after log-off', () => {
  it('move money: the saved payees', async () => {
    const scope = new SessionScope();
    const slow = gate();
    const load = new LoadMoveMoney(
      { savedPayees: () => slow.after([{ id: 'p1', name: 'Jane Smith', sortCode: '200000', accountNumber: '55779911', reference: '' }]) },
      scope,
    );
    const loading = load.execute();
    load.reset();
    scope.end();
    slow.open();
    expect(await loading).toEqual({ ok: false, error: sessionEndedError });
    expect(load.current).toBeNull();
  });

  it('inbox: the received messages', async () => {
    const scope = new SessionScope();
    const state = new InboxState();
    const slow = gate();
    const message = { id: 'R-001', created: '2026-11-01T10:00:00Z', status: 'unread', subject: 'Hello', expiryDate: null, messageType: 'received' } as const;
    const load = new LoadMessages({ list: () => slow.after([message]) }, state, raise(), scope);
    const loading = load.execute('received');
    state.reset();
    scope.end();
    slow.open();
    expect(await loading).toEqual({ ok: false, error: sessionEndedError });
    expect(state.list('received')).toBeNull();
  });

  it('my documents: the list', async () => {
    const scope = new SessionScope();
    const state = new DocumentsState();
    const slow = gate();
    const load = new LoadDocuments({ list: () => slow.after([]) }, state, new FakeClock(), raise(), scope);
    const loading = load.execute();
    state.reset();
    scope.end();
    slow.open();
    expect(await loading).toEqual({ ok: false, error: sessionEndedError });
    expect(state.list).toBeNull();
  });

  it.each([
    ['payees', (scope: SessionScope, slow: ReturnType<typeof gate>) => new LoadPayees(accounts, { payees: () => slow.after([]), regularPayments: () => slow.after([]) }, scope)],
    ['regular payments', (scope: SessionScope, slow: ReturnType<typeof gate>) => new LoadRegularPayments(accounts, { regularPayments: () => slow.after([]) }, scope)],
    ['future payments', (scope: SessionScope, slow: ReturnType<typeof gate>) => new LoadFuturePayments(accounts, { futurePayments: () => slow.after([]) }, scope)],
  ])('manage money: the %s', async (_, make) => {
    const scope = new SessionScope();
    const slow = gate();
    const loading = make(scope, slow).execute(0);
    scope.end();
    slow.open();
    expect(await loading).toEqual({ ok: false, error: sessionEndedError });
  });

  it('an answer in the same session is kept (the rule is not "drop everything")', async () => {
    const scope = new SessionScope();
    const state = new InboxState();
    const load = new LoadMessages({ list: () => Promise.resolve([]) }, state, raise(), scope);
    expect((await load.execute('sent')).ok).toBe(true);
    expect(state.list('sent')).toEqual([]);
  });
});
