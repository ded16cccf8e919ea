import { describe, expect, it, vi } from 'vitest';
import type { ConfirmAnswer } from './confirm-answer';
import { IdempotentConfirmation } from './idempotent-confirmation';

function keys() {
  let n = 0;
  return { next: () => `k${++n}` };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

const unknown: ConfirmAnswer<string> = { kind: 'unknown', reason: 'no-answer', code: 'FD999T' };

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

  it('is ready and not accepted before the first send, accepted after the bank accepted', async () => {
    const confirmation = new IdempotentConfirmation<string>(keys());
    expect(confirmation.state).toEqual({ kind: 'ready' });
    expect(confirmation.accepted).toBe(false);
    await confirmation.confirm(async () => unknown);
    expect(confirmation.accepted).toBe(false);
    await confirmation.confirm(async () => ({ kind: 'accepted', outcome: 'REF1' }));
    expect(confirmation.accepted).toBe(true);
  });

  it('never sends again once the bank accepted', async () => {
    const confirmation = new IdempotentConfirmation<string>(keys());
    const send = vi.fn(async () => ({ kind: 'accepted', outcome: 'REF1' }) as const);
    await confirmation.confirm(send);
    expect(await confirmation.confirm(send)).toEqual({ kind: 'accepted', outcome: 'REF1' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('classifies a thrown error (unknown without a bank code) and retries it with the same key', async () => {
    const confirmation = new IdempotentConfirmation<string>(keys());
    const sent: string[] = [];
    const lost = await confirmation.confirm(async (key) => {
      sent.push(key);
      throw new Error('socket hang up');
    });
    expect(lost.kind).toBe('unknown');
    await confirmation.confirm(async (key) => (sent.push(key), { kind: 'accepted', outcome: 'REF1' }));
    expect(sent).toEqual(['k1', 'k1']);
  });

  it('keeps the key after an unknown answer and a 0004, takes a new one after a definite refusal', async () => {
    const confirmation = new IdempotentConfirmation<string>(keys());
    const sent: string[] = [];
    await confirmation.confirm(async (key) => (sent.push(key), unknown));
    await confirmation.confirm(async (key) => (sent.push(key), { kind: 'reauthenticate', code: '0004' }));
    await confirmation.confirm(async (key) => (sent.push(key), { kind: 'refused', code: 'BRC-109' }));
    await confirmation.confirm(async (key) => (sent.push(key), { kind: 'accepted', outcome: 'REF' }));
    expect(sent).toEqual(['k1', 'k1', 'k1', 'k2']);
  });

  it('keeps the key after a refusal while the bank holds the request (holdKey: a wrong re-authentication code)', async () => {
    const confirmation = new IdempotentConfirmation<string>(keys());
    const sent: string[] = [];
    await confirmation.confirm(async (key) => (sent.push(key), { kind: 'refused', code: 'OLR_0043' }));
    await confirmation.confirm(async (key) => (sent.push(key), { kind: 'accepted', outcome: 'REF' }), { holdKey: true });
    expect(sent).toEqual(['k1', 'k1']);
  });
});
