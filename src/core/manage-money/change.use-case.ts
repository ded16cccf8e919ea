import type { ConfirmAnswer } from '../journey/idempotent-confirmation';
import { toAppError } from '../accounts/accounts-failure';
import { ErrorCodes } from '../shared/error-codes';
import type { StandingOrderAmendment } from './change-rules';
import type { ManageMoneyPort } from './manage-money.port';
import type { Mandate } from './regular-payment';

/** What the customer sees after the bank accepted a change (the confirmation page's text). */
export type ChangeOutcome = { done: true };

/**
 * A change's answer as the journey kit reads it: accepted; refused with the bank's code (nothing
 * changed, e.g. OLR_0043 for a wrong Transaction Security Code); or unknown when no answer came
 * (FD999T: the connection failed or timed out; a gateway's 502 or 504 without a bank code), because
 * the bank may have acted.
 */
export async function answerOf(send: () => Promise<void>): Promise<ConfirmAnswer<ChangeOutcome>> {
  try {
    await send();
    return { kind: 'accepted', outcome: { done: true } };
  } catch (reason) {
    const error = toAppError(reason);
    if (error.code === ErrorCodes.connection) return { kind: 'unknown', reason: 'network' };
    // A gateway that lost the bank's answer (502, 504) without a code of the bank's: it may have acted.
    if (error.code === ErrorCodes.generic && (error.status === 502 || error.status === 504)) return { kind: 'unknown', reason: 'timeout' };
    return { kind: 'refused', code: error.code, message: error.description };
  }
}

/** Amends a standing order; `securityCode` when the change needs one (needsSecurityCode). */
export class AmendStandingOrder {
  constructor(private readonly port: Pick<ManageMoneyPort, 'amendStandingOrder'>) {}
  execute(input: { mandate: Mandate; amendment: StandingOrderAmendment; securityCode?: string }, key: string) {
    return answerOf(() => this.port.amendStandingOrder(input.mandate.id, input.amendment, key, input.securityCode));
  }
}

/** Pays a standing order from another of the customer's accounts. */
export class TransferStandingOrder {
  constructor(private readonly port: Pick<ManageMoneyPort, 'transferStandingOrder'>) {}
  execute(input: { mandate: Mandate; toAccountId: string }, key: string) {
    return answerOf(() => this.port.transferStandingOrder(input.mandate.id, input.toAccountId, key));
  }
}

/** Cancels a standing order or a Direct Debit. */
export class CancelRegularPayment {
  constructor(private readonly port: Pick<ManageMoneyPort, 'cancelRegularPayment'>) {}
  execute(input: { mandate: Mandate }, key: string) {
    return answerOf(() => this.port.cancelRegularPayment(input.mandate, key));
  }
}

export class DeletePayee {
  constructor(private readonly port: Pick<ManageMoneyPort, 'deletePayee'>) {}
  execute(input: { payeeId: string }, key: string) {
    return answerOf(() => this.port.deletePayee(input.payeeId, key));
  }
}

export class StopFuturePayment {
  constructor(private readonly port: Pick<ManageMoneyPort, 'stopFuturePayment'>) {}
  execute(input: { paymentId: string }, key: string) {
    return answerOf(() => this.port.stopFuturePayment(input.paymentId, key));
  }
}
