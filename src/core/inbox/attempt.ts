import type { AppError } from '../shared/result';

// The inbox, messages and documents use cases read rejections as every area does (core/shared/attempt.ts).
export { attempt, toAppError } from '../shared/attempt';

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
