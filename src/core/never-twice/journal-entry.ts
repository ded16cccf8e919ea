import type { ConfirmAnswer, UnknownReason } from '../journey/confirm-answer';
import { ErrorCodes } from '../shared/error-codes';

/**
 * Where a money-moving (or other state-changing) request stands:
 * - sending: written before the first send, the answer not yet in;
 * - unknown: the answer was lost; the bank may have acted;
 * - done: the bank accepted;
 * - refused: a definite no (a refusal, or 0004 before re-authentication): nothing was carried out.
 */
export type JournalState = 'sending' | 'unknown' | 'done' | 'refused';

export type UnknownAnswer = Extract<ConfirmAnswer<never>, { kind: 'unknown' }>;

/** The state an answer leaves a request in. */
export function stateOf(answer: ConfirmAnswer<unknown>): JournalState {
  switch (answer.kind) {
    case 'accepted':
      return 'done';
    case 'unknown':
      return 'unknown';
    // 0004: the bank holds the request for a Re-authentication Security Code and has carried out
    // nothing; the flow that met it keeps the key for its own retry.
    case 'reauthenticate':
    case 'refused':
      return 'refused';
  }
}

/** The bank may have acted (or is acting) on a request in this state: the same request must not go under another key. */
export function isOpen(state: JournalState): boolean {
  return state === 'sending' || state === 'unknown';
}

/**
 * What a new flow shows for an open request: its lost answer, or, while it is still being sent, the
 * answer a retry would get now (the bank answers 409 until the first is carried out).
 */
export function answerOfOpen(entry: { state: JournalState; reason?: string; code?: string }): UnknownAnswer {
  if (entry.state === 'unknown' && entry.reason && entry.code) return { kind: 'unknown', reason: entry.reason as UnknownReason, code: entry.code };
  return { kind: 'unknown', reason: 'in-progress', code: ErrorCodes.connection };
}
