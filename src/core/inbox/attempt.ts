import { ErrorCodes, genericPanelMessage } from '../shared/error-codes';
import { fail, ok, type AppError, type Result } from '../shared/result';

const isAppError = (v: unknown): v is AppError =>
  typeof v === 'object' && v !== null && typeof (v as AppError).code === 'string' && typeof (v as AppError).description === 'string';

/** Any rejection of a port as an AppError: its own code where it carries one, else FD001T. */
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

/** The bank's answer did not have the agreed shape (raised by the adapters of messages and documents). */
export const malformedAnswerCode = 'MSG_MALFORMED';

/** What the inbox, messages and documents adapters reject with. */
export class BankAnswerFailure extends Error {
  readonly error: AppError;
  constructor(error: AppError) {
    super(`${error.code}: ${error.description}`);
    this.name = 'BankAnswerFailure';
    this.error = error;
  }
}
