import { describe, expect, it } from 'vitest';
import type { ConfirmAnswer } from '../journey/confirm-answer';
import { answerOfOpen, isOpen, stateOf, type JournalState } from './journal-entry';

describe('the state an answer leaves a request in', () => {
  it.each<[string, ConfirmAnswer<unknown>, JournalState]>([
    ['accepted: done', { kind: 'accepted', outcome: 'MM1' }, 'done'],
    ['lost: unknown', { kind: 'unknown', reason: 'no-answer', code: 'FD999T' }, 'unknown'],
    ['a refusal: refused', { kind: 'refused', code: 'BRC-109' }, 'refused'],
    ['0004: refused, nothing was carried out', { kind: 'reauthenticate', code: '0004' }, 'refused'],
  ])('%s', (_, answer, state) => {
    expect(stateOf(answer)).toBe(state);
  });

  it.each<[JournalState, boolean]>([
    ['sending', true],
    ['unknown', true],
    ['done', false],
    ['refused', false],
  ])('%s: the bank may still act on it: %s', (state, open) => {
    expect(isOpen(state)).toBe(open);
  });
});

describe('what a new flow shows for an open request', () => {
  it('a lost answer: its own reason and code', () => {
    expect(answerOfOpen({ state: 'unknown', reason: 'server', code: 'FD503' })).toEqual({ kind: 'unknown', reason: 'server', code: 'FD503' });
  });

  it.each([
    ['still being sent', { state: 'sending' as const, reason: 'server', code: 'FD503' }],
    ['unknown without its reason', { state: 'unknown' as const, code: 'FD503' }],
    ['unknown without its code', { state: 'unknown' as const, reason: 'server' }],
  ])('%s: the answer a retry would get now, in progress', (_, entry) => {
    expect(answerOfOpen(entry)).toEqual({ kind: 'unknown', reason: 'in-progress', code: 'FD999T' });
  });
});
