import { describe, expect, it } from 'vitest';
import { ok, type Result } from '../shared/result';
import { SessionScope, sessionEndedError } from './session-scope';

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('SessionScope', () => {
  it('gives back an answer of the same session', async () => {
    const scope = new SessionScope();
    expect(await scope.load(() => Promise.resolve(ok(['Jane Smith'])))).toEqual(ok(['Jane Smith']));
  });

  it('drops an answer that lands after log-off', async () => {
    const scope = new SessionScope();
    const answer = deferred<Result<string[]>>();
    const loading = scope.load(() => answer.promise);
    scope.end();
    answer.resolve(ok(['Jane Smith']));
    expect(await loading).toEqual({ ok: false, error: sessionEndedError });
  });

  it('joins a call for the same key in one session, never across a log-off', async () => {
    const scope = new SessionScope();
    const first = deferred<Result<string>>();
    let calls = 0;
    const call = () => {
      calls += 1;
      return calls === 1 ? first.promise : Promise.resolve(ok('next customer'));
    };
    const a = scope.join('payees', call);
    const b = scope.join('payees', call);
    expect(calls).toBe(1);
    scope.end();
    const c = scope.join('payees', call);
    expect(calls).toBe(2);
    first.resolve(ok('last customer'));
    expect(await a).toEqual({ ok: false, error: sessionEndedError });
    expect(await b).toBe(await a);
    expect(await c).toEqual(ok('next customer'));
  });

  it('asks again once a joined call has answered', async () => {
    const scope = new SessionScope();
    let calls = 0;
    const call = () => Promise.resolve(ok(++calls));
    expect(await scope.join('k', call)).toEqual(ok(1));
    expect(await scope.join('k', call)).toEqual(ok(2));
  });
});

describe('SessionScope edges (mutation testing)', () => {
  it('keeps the new session’s call joinable when the last session’s call finishes after it', async () => {
    const scope = new SessionScope();
    const last = deferred<Result<string>>();
    const next = deferred<Result<string>>();
    const old = scope.join('payees', () => last.promise);
    scope.end();
    const current = scope.join('payees', () => next.promise);
    last.resolve(ok('last customer'));
    await old;
    let asked = false;
    const joined = scope.join('payees', () => {
      asked = true;
      return Promise.resolve(ok('third'));
    });
    expect(asked).toBe(false);
    next.resolve(ok('next customer'));
    expect(await joined).toEqual(ok('next customer'));
    expect(await current).toEqual(ok('next customer'));
  });
});
