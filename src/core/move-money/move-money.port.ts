import type { TokenType } from '../session/auth-state';
import type { AppError } from '../shared/result';
import type { CopAnswer } from './confirmation-of-payee';
import type { NewPayee, PaymentInstruction, PaymentReceipt, SavedPayee } from './move-money';

/** The codes a confirm carries, besides its Idempotency-Key. */
export interface ConfirmCodes {
  /** The Transaction Security Code, for kinds that need one. */
  transactionCode?: string;
  /** The Re-authentication Security Code, after the bank answered 0004. */
  reauthenticationCode?: string;
}

/** The bank's answer to a confirm, as the adapter maps it. */
export type ConfirmAnswer =
  | { kind: 'accepted'; receipt: PaymentReceipt }
  /** OLR_0043. */
  | { kind: 'wrong-code' }
  /** Result 0004: send again with a Re-authentication Security Code (same key). */
  | { kind: 'reauthentication-required' }
  /** The bank said no (BRC-109, BRC-845, any coded failure): nothing was paid. */
  | { kind: 'refused'; error: AppError }
  /** No answer (connection lost, time-out, gateway failure): the payment may have gone through. */
  | { kind: 'unknown'; error: AppError };

/**
 * The move-money gateway (docs/api/move-money.md; spec 02 section 7): the token type, the saved
 * payees, the secondary reference check, Confirmation of Payee and the confirm calls. Every confirm
 * sends the Idempotency-Key it is given, so a retry of the same review is the same request.
 */
export const MoveMoneyPort = Symbol('MoveMoneyPort');
export interface MoveMoneyPort {
  tokenType(): Promise<TokenType>;
  savedPayees(): Promise<SavedPayee[]>;
  /** Whether the payee's bank needs a roll number or other secondary reference for this account. */
  needsSecondaryReference(sortCode: string, accountNumber: string): Promise<boolean>;
  /** Confirmation of Payee; an answer that does not come in time is `unavailable`/`TIMEOUT`. */
  checkPayee(payee: NewPayee): Promise<CopAnswer>;
  confirm(instruction: PaymentInstruction, idempotencyKey: string, codes: ConfirmCodes): Promise<ConfirmAnswer>;
  /**
   * International payments are a pass-through (like share dealing): a data-transfer session is made,
   * and the page posts its id to the launch address. Nothing secret goes in a URL.
   */
  startInternational(accountId: string): Promise<InternationalLaunch>;
}

export interface InternationalLaunch {
  /** The launch address, with its single-sign-on query flags. */
  action: string;
  /** Posted in the body. */
  fields: Record<string, string>;
}
