import { ErrorCodes, genericPanelMessage } from '../shared/error-codes';
import type { AppError } from '../shared/result';

/** Error codes raised by the accounts area itself (not by the bank). */
export const AccountsErrorCodes = {
  /** The bank's answer did not have the agreed shape. */
  malformed: 'ACC_MALFORMED',
  /** An account index in a route that has no account. */
  noSuchAccount: 'ACC_NOT_FOUND',
} as const;

/** What a port rejects with: same shape as the HTTP adapter's HttpFailure. */
export class AccountsFailure extends Error {
  readonly error: AppError;
  constructor(error: AppError) {
    super(`${error.code}: ${error.description}`);
    this.name = 'AccountsFailure';
    this.error = error;
  }
}

const isAppError = (v: unknown): v is AppError =>
  typeof v === 'object' && v !== null && typeof (v as AppError).code === 'string' && typeof (v as AppError).description === 'string';

/** Any rejection to an AppError: its own code where it carries one, else the generic FD001T. */
export function toAppError(reason: unknown): AppError {
  if (typeof reason === 'object' && reason !== null && isAppError((reason as { error?: unknown }).error)) {
    return (reason as { error: AppError }).error;
  }
  if (isAppError(reason)) return reason;
  return { code: ErrorCodes.generic, description: genericPanelMessage(ErrorCodes.generic) };
}
