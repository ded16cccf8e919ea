import { AccountsFailure } from '../../core/accounts/accounts-failure';
import { MalformedAnswer } from './dto-reader';

/**
 * The readers of one area, guarded: a MalformedAnswer thrown while reading becomes that area's failure
 * code (ACC_MALFORMED, MM_MALFORMED, OB_MALFORMED) naming the answer and the offending path; anything
 * else is passed on as thrown. The accounts, manage-money and open-banking mappers share this one rule.
 */
export const guardedAnswers =
  (code: string) =>
  <T>(what: string, read: () => T): T => {
    try {
      return read();
    } catch (error) {
      if (error instanceof MalformedAnswer) {
        throw new AccountsFailure({ code, description: `Malformed ${what} answer: ${error.message}` });
      }
      throw error;
    }
  };

/** Sort codes, account and card numbers as digits: the bank sends them with spaces or dashes at times. */
export const digitsOnly = (value: string | null): string | null => (value === null ? null : value.replace(/[\s-]/g, ''));
