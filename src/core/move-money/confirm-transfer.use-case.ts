import type { PaymentInstruction, PaymentReceipt } from './move-money';
import type { ConfirmCodes, MoveMoneyPort } from './move-money.port';

/**
 * Sends a reviewed payment (the use case the design names ConfirmTransfer). The caller gives the
 * Idempotency-Key of the reviewed instruction (core's SignedConfirmation), the same for every try of
 * it. A send already in flight with that key is joined, never sent twice. What a failure means
 * (refused, 0004, unknown) is decided by core's one classifier (`answerOf`), not here.
 */
export class ConfirmTransfer {
  private readonly inFlight = new Map<string, Promise<PaymentReceipt>>();

  constructor(private readonly port: Pick<MoveMoneyPort, 'confirm'>) {}

  execute(instruction: PaymentInstruction, idempotencyKey: string, codes: ConfirmCodes): Promise<PaymentReceipt> {
    const running = this.inFlight.get(idempotencyKey);
    if (running) return running;
    const sending = this.port.confirm(instruction, idempotencyKey, codes).finally(() => this.inFlight.delete(idempotencyKey));
    this.inFlight.set(idempotencyKey, sending);
    return sending;
  }
}
