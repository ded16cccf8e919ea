import { toAppError } from '../accounts/accounts-failure';
import { ErrorCodes } from '../shared/error-codes';
import type { AppError } from '../shared/result';
import { ReauthenticationResult } from '../signing/transaction-signing';

/** Why an answer is unknown: the bank may have acted, so the same key must be sent again. */
export type UnknownReason =
  /** No response at all, or a time-out (FD999T). */
  | 'no-answer'
  /** 409: a request with this key is still being worked on. */
  | 'in-progress'
  /** A 5xx, or an answer we could not read, without a code of the bank's (a proxy or gateway gave up). */
  | 'server';

/**
 * The bank's answer to one confirmation, for every area (one classifier):
 * - accepted: done, with what the area shows next;
 * - refused: a definite no with the bank's code (nothing changed; OLR_0043 is a wrong code);
 * - reauthenticate: 0004, the same request again with a Re-authentication Security Code;
 * - unknown: no answer, a time-out, a 409, a 5xx without a definite refusal, FD999T.
 */
export type ConfirmAnswer<Outcome> =
  | { kind: 'accepted'; outcome: Outcome }
  | { kind: 'refused'; code: string; message?: string }
  | { kind: 'reauthenticate'; code: typeof ReauthenticationResult; message?: string }
  | { kind: 'unknown'; reason: UnknownReason; code: string };

/** A code of the bank's own, not one of ours that only says 'something failed'. */
function isBankCode(code: string): boolean {
  return code !== ErrorCodes.generic && code !== ErrorCodes.connection && code !== ErrorCodes.catchAll;
}

const isClientError = (status: number | undefined): boolean => status !== undefined && status >= 400 && status < 500;

/** What a failed confirmation means. The one place that decides it. */
export function classifyFailure(error: AppError): Exclude<ConfirmAnswer<never>, { kind: 'accepted' }> {
  const { code, status } = error;
  if (code === ReauthenticationResult) return { kind: 'reauthenticate', code: ReauthenticationResult, message: error.description };
  if (code === ErrorCodes.connection) return { kind: 'unknown', reason: 'no-answer', code };
  if (status === 409) return { kind: 'unknown', reason: 'in-progress', code };
  // Only a definite refusal is a refusal: a code of the bank's, or a 4xx. Anything else that came
  // back after sending (a 5xx, or a 2xx/3xx we could not read: cut short, not JSON, a proxy's
  // maintenance page with 200) may hide a payment the bank made: unknown, and the retry keeps the key.
  if (!isBankCode(code) && !isClientError(status)) return { kind: 'unknown', reason: 'server', code };
  return { kind: 'refused', code, message: error.description };
}

/**
 * Runs one send and classifies what came of it: its value is the accepted outcome; anything it
 * throws (an HttpFailure, an area's own failure carrying an AppError, any other error) goes through
 * classifyFailure. A thrown error without an AppError is an answer we could not read: unknown.
 */
export async function answerOf<Outcome>(send: () => Promise<Outcome>): Promise<ConfirmAnswer<Outcome>> {
  try {
    return { kind: 'accepted', outcome: await send() };
  } catch (reason) {
    return classifyFailure(toAppError(reason));
  }
}
