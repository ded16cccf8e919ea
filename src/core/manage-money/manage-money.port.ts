import type { SigningCodesToSend } from '../signing/signing-codes';
import type { FuturePayment } from './future-payment';
import type { Payee } from './payee';
import type { Mandate } from './regular-payment';
import type { StandingOrderAmendment } from './change-rules';

/**
 * The bank's regular payments, payees and future payments (docs/api/manage-money.md). Reads reject
 * like AccountsPort (an object with `error: AppError`); every change carries the Idempotency-Key of
 * its review, the same for every try, and rejects with FD999T when no answer came (the outcome is
 * then unknown, never 'failed').
 */
export const ManageMoneyPort = Symbol('ManageMoneyPort');
export interface ManageMoneyPort {
  /** Standing orders and Direct Debits paid from the account, the bank's order. */
  regularPayments(accountId: string): Promise<Mandate[]>;
  payees(): Promise<Payee[]>;
  futurePayments(accountId: string): Promise<FuturePayment[]>;

  /** `codes`: the Transaction Security Code bound to the new values when they need one, and after a 0004 the Re-authentication Security Code, each in its own field. */
  amendStandingOrder(id: string, amendment: StandingOrderAmendment, idempotencyKey: string, codes: SigningCodesToSend): Promise<void>;
  /** The changes below sign nothing up front; `codes` holds the Re-authentication Security Code once the bank answered 0004. */
  transferStandingOrder(id: string, toAccountId: string, idempotencyKey: string, codes?: SigningCodesToSend): Promise<void>;
  cancelRegularPayment(mandate: Pick<Mandate, 'id' | 'type'>, idempotencyKey: string, codes?: SigningCodesToSend): Promise<void>;
  deletePayee(id: string, idempotencyKey: string, codes?: SigningCodesToSend): Promise<void>;
  stopFuturePayment(id: string, idempotencyKey: string, codes?: SigningCodesToSend): Promise<void>;
}
