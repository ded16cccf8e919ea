import { answerOf } from '../journey/confirm-answer';
import type { ListInvalidation } from '../shared/list-invalidation';
import type { SigningCodesToSend } from '../signing/signing-codes';
import type { StandingOrderAmendment } from './change-rules';
import type { ManageMoneyPort } from './manage-money.port';
import type { Mandate } from './regular-payment';

/** What the customer sees after the bank accepted a change (the confirmation page's text). */
export type ChangeOutcome = { done: true };

const done = (): ChangeOutcome => ({ done: true });

/**
 * The changes of manage money. Each sends with the key of the reviewed change and answers through
 * core's one classifier (`answerOf`): accepted, refused with the bank's code, 0004, or unknown.
 * After a 0004 every change carries the Re-authentication Security Code (`codes`) under the same key.
 */

/** Amends a standing order; `codes` when the change needs them (needsSecurityCode), each in its own field. */
export class AmendStandingOrder {
  constructor(private readonly port: Pick<ManageMoneyPort, 'amendStandingOrder'>) {}
  execute(input: { mandate: Mandate; amendment: StandingOrderAmendment; codes?: SigningCodesToSend }, key: string) {
    return answerOf(() => this.port.amendStandingOrder(input.mandate.id, input.amendment, key, input.codes ?? {}).then(done));
  }
}

/** Pays a standing order from another of the customer's accounts. */
export class TransferStandingOrder {
  constructor(private readonly port: Pick<ManageMoneyPort, 'transferStandingOrder'>) {}
  execute(input: { mandate: Mandate; toAccountId: string; codes?: SigningCodesToSend }, key: string) {
    return answerOf(() => this.port.transferStandingOrder(input.mandate.id, input.toAccountId, key, input.codes ?? {}).then(done));
  }
}

/** Cancels a standing order or a Direct Debit. */
export class CancelRegularPayment {
  constructor(private readonly port: Pick<ManageMoneyPort, 'cancelRegularPayment'>) {}
  execute(input: { mandate: Mandate; codes?: SigningCodesToSend }, key: string) {
    return answerOf(() => this.port.cancelRegularPayment(input.mandate, key, input.codes ?? {}).then(done));
  }
}

/** Deletes a payee; every kept list of payees (move money's) is then read afresh. */
export class DeletePayee {
  constructor(
    private readonly port: Pick<ManageMoneyPort, 'deletePayee'>,
    private readonly lists: Pick<ListInvalidation, 'changed'>,
  ) {}
  async execute(input: { payeeId: string; codes?: SigningCodesToSend }, key: string) {
    const answer = await answerOf(() => this.port.deletePayee(input.payeeId, key, input.codes ?? {}).then(done));
    this.lists.changed('payees');
    return answer;
  }
}

export class StopFuturePayment {
  constructor(private readonly port: Pick<ManageMoneyPort, 'stopFuturePayment'>) {}
  execute(input: { paymentId: string; codes?: SigningCodesToSend }, key: string) {
    return answerOf(() => this.port.stopFuturePayment(input.paymentId, key, input.codes ?? {}).then(done));
  }
}
