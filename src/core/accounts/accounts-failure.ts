import { fail, ok, type AppError, type Result } from '../shared/result';
import type { Account } from './account';

/** Error codes raised by the accounts area itself (not by the bank). */
export const AccountsErrorCodes = {
  /** The bank's answer did not have the agreed shape. */
  malformed: 'ACC_MALFORMED',
  /** An account index in a route that has no account. */
  noSuchAccount: 'ACC_NOT_FOUND',
  /** Accounts asked for before the customer has logged on. */
  notAuthenticated: 'ACC_NOT_AUTHENTICATED',
  /** A date range that fails validation (fieldErrors say why). */
  invalidRange: 'ACC_INVALID_RANGE',
  /** The accounts were reset (log-off) while their request was out. */
  cancelled: 'ACC_CANCELLED',
  /** A statement key that matches no statement of the account. */
  noSuchStatement: 'ACC_STATEMENT_NOT_FOUND',
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

// One reading of a rejection for every area (core/shared/attempt.ts); kept importable from here for the
// use cases that already name this module.
export { attempt, toAppError } from '../shared/attempt';

/** The account at a route's accountIndex, or the not-found error. */
export function accountAt(accounts: readonly Account[], index: number): Result<Account> {
  const account = Number.isInteger(index) && index >= 0 ? accounts[index] : undefined;
  return account
    ? ok(account)
    : fail({ code: AccountsErrorCodes.noSuchAccount, description: `There is no account at index ${index}.` });
}
