import type { TokenType } from '../session/auth-state';
import type { SigningCodesToSend } from '../signing/signing-codes';
import type { CopAnswer } from './confirmation-of-payee';
import type { RecentPayment } from './earlier-payment';
import type { NewPayee, PaymentInstruction, PaymentReceipt, SavedPayee } from './move-money';

/** The codes a confirm carries besides its Idempotency-Key, each in its own field (core's SigningCodes). */
export type ConfirmCodes = SigningCodesToSend;

/**
 * The move-money gateway (docs/api/move-money.md; docs/rules/calls.md): the token type, the saved
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
  /**
   * Sends a reviewed payment. Resolves with the receipt; any failure rejects with the bank's AppError
   * (core's answer classifier, not the adapter, decides what it means).
   */
  confirm(instruction: PaymentInstruction, idempotencyKey: string, codes: ConfirmCodes): Promise<PaymentReceipt>;
  /** The bank's own record of the account's outgoing payments of today and the day before, pending included. */
  recentPayments(accountId: string): Promise<RecentPayment[]>;
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
