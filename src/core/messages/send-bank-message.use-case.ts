import { answerOf, type ConfirmAnswer } from '../journey/confirm-answer';
import type { SigningCodesToSend } from '../signing/signing-codes';
import type { BankMessage } from './bank-message';
import type { MessagesPort } from './messages.port';

export interface MessageSent {
  kind: BankMessage['kind'];
}

/**
 * Sends one message to the bank with the journey's Idempotency-Key and says what came of it through
 * core's one classifier: accepted, refused (a definite answer: nothing was sent), or unknown (no
 * answer, a time-out, a 409, a 503 without a code of the bank's: it may have arrived, so the retry
 * carries the same key and the bank keeps one message).
 */
export class SendBankMessage {
  constructor(private readonly messages: Pick<MessagesPort, 'send'>) {}

  execute(message: BankMessage, idempotencyKey: string, codes: SigningCodesToSend = {}): Promise<ConfirmAnswer<MessageSent>> {
    return answerOf(async () => {
      await this.messages.send(message, idempotencyKey, codes);
      return { kind: message.kind };
    });
  }
}
