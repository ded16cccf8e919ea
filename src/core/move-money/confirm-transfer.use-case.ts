import type { PaymentInstruction } from './move-money';
import type { ConfirmAnswer, ConfirmCodes, MoveMoneyPort } from './move-money.port';

/**
 * Sends a reviewed payment (the use case the design names ConfirmTransfer). The caller gives the
 * Idempotency-Key made when the review was shown, the same for every try of that review. A send
 * already in flight with that key is joined, never sent twice (a double press reaches here once).
 * The answer is the port's: a lost answer stays `unknown` (the payment may have gone through), never
 * a failure.
 */
export class ConfirmTransfer {
  private readonly inFlight = new Map<string, Promise<ConfirmAnswer>>();

  constructor(private readonly port: Pick<MoveMoneyPort, 'confirm'>) {}

  execute(instruction: PaymentInstruction, idempotencyKey: string, codes: ConfirmCodes): Promise<ConfirmAnswer> {
    const running = this.inFlight.get(idempotencyKey);
    if (running) return running;
    const sending = this.port.confirm(instruction, idempotencyKey, codes).finally(() => this.inFlight.delete(idempotencyKey));
    this.inFlight.set(idempotencyKey, sending);
    return sending;
  }
}
