import type { ConfirmAnswer } from '../journey/idempotent-confirmation';
import { ErrorCodes } from '../shared/error-codes';
import { attempt } from '../inbox/attempt';
import type { BankMessage } from './bank-message';
import type { MessagesPort } from './messages.port';

export interface MessageSent {
  kind: BankMessage['kind'];
}

/**
 * Sends one message to the bank with the journey's Idempotency-Key and says what came of it: the
 * bank accepted it, refused it (an answer arrived: nothing was sent, fix and try again), or the
 * answer was lost (no response or a time-out: it may have arrived; the retry carries the same key).
 */
export class SendBankMessage {
  constructor(private readonly messages: Pick<MessagesPort, 'send'>) {}

  async execute(message: BankMessage, idempotencyKey: string): Promise<ConfirmAnswer<MessageSent>> {
    const result = await attempt(() => this.messages.send(message, idempotencyKey));
    if (result.ok) return { kind: 'accepted', outcome: { kind: message.kind } };
    if (result.error.code === ErrorCodes.connection && result.error.status === undefined) return { kind: 'unknown', reason: 'network' };
    return { kind: 'refused', code: result.error.code, message: result.error.description };
  }
}
