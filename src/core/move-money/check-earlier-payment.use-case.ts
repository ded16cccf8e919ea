import type { Clock } from '../shared/clock.port';
import { earlierPaymentOf, type EarlierPayment } from './earlier-payment';
import type { PaymentInstruction } from './move-money';
import type { MoveMoneyPort } from './move-money.port';

/**
 * Before Confirm: asks the bank for the account's recent outgoing payments and finds one this review
 * would make again (same payee account, same amount, today or the day before). The bank's record is
 * the last line after the request journal: it outlives the tab, the session and the device. When it
 * cannot be read, the review goes on without it (null): the journal still holds every request of the
 * session, and a refusal to pay because a list failed to load would leave the customer stuck.
 */
export class CheckEarlierPayment {
  constructor(
    private readonly port: Pick<MoveMoneyPort, 'recentPayments'>,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  async execute(instruction: PaymentInstruction): Promise<EarlierPayment | null> {
    if (instruction.target.kind === 'own-account' || instruction.schedule) return null;
    try {
      return earlierPaymentOf(instruction, await this.port.recentPayments(instruction.fromAccountId), this.clock.now());
    } catch {
      return null;
    }
  }
}
