import type { SigningCodesToSend } from '../signing/signing-codes';
import type { CustomerProfile } from './customer-profile';
import type { AccountStatementPreference, StatementPreference } from './statement-preferences';

/**
 * The bank's customer-details calls (docs/api/my-details.md): the profile (v2), the email address,
 * the statement preferences. Reads may retry (GET); changes are sent once with the journey's
 * Idempotency-Key. Failures reject with the HttpClient's error (FD999T: no answer came).
 */
export const MyDetailsPort = Symbol('MyDetailsPort');
export interface MyDetailsPort {
  profile(): Promise<CustomerProfile>;
  /** `codes.reauthenticationCode`: sent with the same key after the bank answered 0004 (it always asks for an email change). */
  changeEmail(email: string, idempotencyKey: string, codes?: SigningCodesToSend): Promise<void>;
  statementPreferences(): Promise<AccountStatementPreference[]>;
  /** `codes.reauthenticationCode`: sent again with the same key after the bank answered 0004. */
  changeStatementPreferences(preferences: readonly { accountId: string; preference: StatementPreference }[], idempotencyKey: string, codes?: SigningCodesToSend): Promise<void>;
}
