import { ErrorCodes, genericPanelMessage } from './error-codes';
import { fail, ok, type AppError, type Result } from './result';

const isAppError = (v: unknown): v is AppError =>
  typeof v === 'object' && v !== null && typeof (v as AppError).code === 'string' && typeof (v as AppError).description === 'string';

/**
 * Any rejection of a port as an AppError: the one a failure class carries in `error` (AccountsFailure,
 * BankAnswerFailure, HttpFailure), or the rejection itself when it is one, else the generic FD001T.
 * Every area uses this one reading, so a port's own code is never lost to one area's copy.
 */
export function toAppError(reason: unknown): AppError {
  const inner = typeof reason === 'object' && reason !== null ? (reason as { error?: unknown }).error : undefined;
  if (isAppError(inner)) return inner;
  if (isAppError(reason)) return reason;
  return { code: ErrorCodes.generic, description: genericPanelMessage(ErrorCodes.generic) };
}

/** Runs a port call; a rejection becomes a failed Result. */
export async function attempt<T>(call: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await call());
  } catch (reason) {
    return fail(toAppError(reason));
  }
}
