import { describe, expect, it } from 'vitest';
import { JourneyStore } from './journey.store';
import type { ConfirmAnswer } from '../../core/journey/confirm-answer';

function store() {
  let n = 0;
  return new JourneyStore<{ amount: string; payee: string }, string>({
    steps: ['details', 'review', 'confirm'],
    initial: { amount: '', payee: '' },
    keys: { next: () => `key-${++n}` },
  });
}

describe('JourneyStore', () => {
  it('keeps the entries, marks the journey dirty, and closes review when they change after it', () => {
    const journey = store();
    expect(journey.dirty).toBe(false);
    journey.update({ amount: '10.00' });
    expect(journey.details).toEqual({ amount: '10.00', payee: '' });
    expect(journey.dirty).toBe(true);
    journey.pass('details');
    expect(journey.canOpen('review')).toBe(true);
    journey.update({ amount: '10.00' });
    expect(journey.canOpen('review')).toBe(true);
    journey.update({ amount: '11.00' });
    expect(journey.canOpen('review')).toBe(false);
  });

  it('a change on step 2 of 5 keeps step 1 passed and step 2 open, and closes only steps 3 to 5', () => {
    const journey = new JourneyStore<{ amount: string; agreed: boolean }, string>({
      steps: ['index', 'details', 'apply', 'review', 'completed'],
      initial: { amount: '', agreed: false },
      keys: { next: () => 'key-1' },
      confirmStep: 'review',
    });
    journey.show('index');
    journey.update({ amount: '150' });
    for (const step of ['index', 'details', 'apply', 'review']) journey.pass(step);
    expect(journey.canOpen('completed')).toBe(true);
    // Back to details (step 2), where the customer changes the amount.
    journey.show('details');
    journey.update({ amount: '160' });
    expect(journey.canOpen('index')).toBe(true);
    expect(journey.canOpen('details')).toBe(true);
    expect(journey.redirectFor('details')).toBe('details');
    expect(journey.canOpen('apply')).toBe(false);
    expect(journey.canOpen('review')).toBe(false);
    expect(journey.canOpen('completed')).toBe(false);
    // A form on the next step too (apply): typing there keeps it open, and the flow goes on from it.
    journey.pass('details');
    journey.show('apply');
    journey.update({ agreed: true });
    expect(journey.canOpen('apply')).toBe(true);
    expect(journey.pass('apply')).toBe('review');
  });

  it('keeps one Idempotency-Key for a review shown again with the same values, a new one for new values', () => {
    const journey = store();
    journey.update({ amount: '10.00', payee: 'Jane' });
    journey.pass('details');
    journey.beginReview();
    const first = journey.idempotencyKey;
    expect(first).toBe('key-1');
    journey.beginReview();
    expect(journey.idempotencyKey).toBe(first);
    journey.update({ amount: '12.00' });
    journey.pass('details');
    journey.beginReview();
    expect(journey.idempotencyKey).toBe('key-2');
  });

  it('sends once on a double press and completes on acceptance: only the outcome stays open', async () => {
    const journey = store();
    journey.update({ amount: '10.00', payee: 'Jane' });
    journey.pass('details');
    journey.beginReview();
    journey.pass('review');
    const keys: string[] = [];
    const send = async (key: string): Promise<ConfirmAnswer<string>> => {
      keys.push(key);
      return { kind: 'accepted', outcome: 'REF1' };
    };
    const [a, b] = await Promise.all([journey.confirm(send), journey.confirm(send)]);
    expect(a).toEqual(b);
    expect(keys).toEqual(['key-1']);
    expect(journey.complete).toBe(true);
    expect(journey.confirmState).toEqual({ kind: 'accepted', outcome: 'REF1' });
    expect(journey.canOpen('review')).toBe(false);
    expect(journey.redirectFor('details')).toBe('confirm');
    journey.beginReview({ other: true });
    expect(journey.idempotencyKey).toBe('key-1');
  });

  it('reports a lost answer as unknown and retries with the same key', async () => {
    const journey = store();
    journey.update({ amount: '10.00' });
    journey.pass('details');
    journey.beginReview();
    const keys: string[] = [];
    const lost = await journey.confirm(async (key) => {
      keys.push(key);
      throw new Error('ECONNRESET');
    });
    expect(lost.kind).toBe('unknown');
    expect(journey.complete).toBe(false);
    await journey.confirm(async (key) => {
      keys.push(key);
      return { kind: 'accepted', outcome: 'X' };
    });
    expect(keys).toEqual(['key-1', 'key-1']);
    expect(journey.attempts).toBe(2);
  });

  it('keeps the review and its key for a re-authentication answer (0004), a wrong code included, but not for a plain refusal', async () => {
    const journey = store();
    journey.update({ amount: '10.00' });
    journey.pass('details');
    journey.beginReview();
    const keys: string[] = [];
    await journey.confirm(async (key) => (keys.push(key), { kind: 'reauthenticate', code: '0004' }));
    journey.beginReview();
    expect(journey.idempotencyKey).toBe('key-1');
    expect(journey.asksForReauthenticationCode).toBe(true);
    // A press without the code sends nothing; a wrong code is sent under the same key and keeps it.
    expect(await journey.confirm(async (key) => (keys.push(key), { kind: 'accepted', outcome: 'x' }))).toMatchObject({ kind: 'not-sent' });
    await journey.confirm(async (key) => (keys.push(key), { kind: 'refused', code: 'OLR_0043' }), { codes: { reauthenticationCode: '000000' } });
    journey.beginReview();
    expect(journey.idempotencyKey).toBe('key-1');
    expect(keys).toEqual(['key-1', 'key-1']);

    const plain = store();
    plain.update({ amount: '10.00' });
    plain.pass('details');
    plain.beginReview();
    await plain.confirm(async () => ({ kind: 'refused', code: 'BRC-845' }));
    plain.beginReview();
    expect(plain.idempotencyKey).not.toBe('key-1');
  });

  it('is frozen while an answer is unknown: no edit, only the review opens, the retry keeps the key', async () => {
    const journey = store();
    journey.update({ amount: '10.00' });
    journey.pass('details');
    journey.beginReview();
    const keys: string[] = [];
    await journey.confirm(async (key) => (keys.push(key), { kind: 'unknown', reason: 'no-answer', code: 'FD999T' }));
    expect(journey.frozen).toBe(true);
    journey.update({ amount: '11.00' });
    expect(journey.details).toMatchObject({ amount: '10.00' });
    expect(journey.canOpen('details')).toBe(false);
    expect(journey.redirectFor('details')).toBe('review');
    expect(journey.beginReview({ amount: '11.00' })).toBe('frozen');
    await journey.confirm(async (key) => (keys.push(key), { kind: 'accepted', outcome: 'REF' }));
    expect(keys).toEqual(['key-1', 'key-1']);
    expect(journey.frozen).toBe(false);
  });

  it('in a two-step journey (a warning that confirms, then its outcome) a lost answer keeps the confirming step open, never the outcome', async () => {
    const journey = new JourneyStore<{ id: string }, string>({ steps: ['review', 'confirm'], confirmStep: 'review', initial: { id: 'C1' }, keys: { next: () => 'key-1' } });
    await journey.confirm(async () => ({ kind: 'unknown', reason: 'no-answer', code: 'FD999T' }));
    expect(journey.frozen).toBe(true);
    expect(journey.canOpen('review')).toBe(true);
    expect(journey.canOpen('confirm')).toBe(false);
    expect(journey.redirectFor('confirm')).toBe('review');
  });

  it('prefills an entry the flow learns later without marking the journey dirty', () => {
    const journey = store();
    journey.prefill({ payee: 'Jane' });
    expect(journey.details).toEqual({ amount: '', payee: 'Jane' });
    expect(journey.dirty).toBe(false);
  });
});
