import { describe, expect, it, vi } from 'vitest';
import { IdempotentConfirmation, type ConfirmAnswer } from './idempotent-confirmation';

function keys() {
  let n = 0;
  return { next: () => `k${++n}` };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('IdempotentConfirmation', () => {
  it('sends once for a double press: the second press joins the first', async () => {
    const confirmation = new IdempotentConfirmation<string>(keys());
    const answer = deferred<ConfirmAnswer<string>>();
    const send = vi.fn(() => answer.promise);
    const first = confirmation.confirm(send);
    const second = confirmation.confirm(send);
    expect(confirmation.state).toEqual({ kind: 'sending' });
    answer.resolve({ kind: 'accepted', outcome: 'REF1' });
    expect(await first).toEqual({ kind: 'accepted', outcome: 'REF1' });
    expect(await second).toEqual({ kind: 'accepted', outcome: 'REF1' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(confirmation.attempts).toBe(1);
  });

  it('never sends again once the bank accepted', async () => {
    const confirmation = new IdempotentConfirmation<string>(keys());
    const send = vi.fn(async () => ({ kind: 'accepted', outcome: 'REF1' }) as const);
    await confirmation.confirm(send);
    expect(await confirmation.confirm(send)).toEqual({ kind: 'accepted', outcome: 'REF1' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('treats a thrown error as a lost answer, and retries it with the same key', async () => {
    const confirmation = new IdempotentConfirmation<string>(keys());
    const sent: string[] = [];
    const lost = await confirmation.confirm(async (key) => {
      sent.push(key);
      throw new Error('socket hang up');
    });
    expect(lost).toEqual({ kind: 'unknown', reason: 'network' });
    const retried = await confirmation.confirm(async (key) => {
      sent.push(key);
      return { kind: 'accepted', outcome: 'REF1' };
    });
    expect(retried.kind).toBe('accepted');
    expect(sent).toEqual(['k1', 'k1']);
  });

  it('keeps the key after a time-out, and takes a new one after a definite refusal (no money moved)', async () => {
    const confirmation = new IdempotentConfirmation<string>(keys());
    const sent: string[] = [];
    await confirmation.confirm(async (key) => (sent.push(key), { kind: 'unknown', reason: 'timeout' }));
    await confirmation.confirm(async (key) => (sent.push(key), { kind: 'refused', code: 'OLR_0043' }));
    await confirmation.confirm(async (key) => (sent.push(key), { kind: 'accepted', outcome: 'REF' }));
    expect(sent).toEqual(['k1', 'k1', 'k2']);
    expect(confirmation.key).toBe('k2');
  });

  it('retries a refusal that asks for re-authentication (0004, keepKey) with the SAME key, a plain refusal after it with a new one', async () => {
    const confirmation = new IdempotentConfirmation<string>(keys());
    const sent: string[] = [];
    const reauth = await confirmation.confirm(async (key) => (sent.push(key), { kind: 'refused', code: '0004', keepKey: true }));
    expect(reauth).toEqual({ kind: 'refused', code: '0004', keepKey: true });
    expect(confirmation.key).toBe('k1');
    await confirmation.confirm(async (key) => (sent.push(key), { kind: 'refused', code: 'OLR_0043' }));
    await confirmation.confirm(async (key) => (sent.push(key), { kind: 'accepted', outcome: 'REF' }));
    expect(sent).toEqual(['k1', 'k1', 'k2']);
    expect(confirmation.attempts).toBe(3);
  });
});
