import { injectable } from 'inversify';
import { BankAnswerFailure } from '../../core/inbox/attempt';
import type { BankMessage } from '../../core/messages/bank-message';
import type { MessagesPort } from '../../core/messages/messages.port';
import type { AppError } from '../../core/shared/result';
import type { SigningCodesToSend } from '../../core/signing/signing-codes';
import { MessagesPaths } from '../messages/http-messages.adapter';
import { WireAnswers, type WireSchemas } from './wire-answers';

/**
 * MessagesPort in memory: every message sent is kept with its key; the next send can be made to fail (recorded as the error envelope).
 * The bank's answer to each send (201, the new message's id) is recorded in `wire` (docs/api/fakes.md).
 */
@injectable()
export class FakeMessages implements MessagesPort {
  readonly wire = new WireAnswers();
  readonly sent: { message: BankMessage; key: string; codes: SigningCodesToSend }[] = [];
  /** Every try's key and codes, a refused one's too (0004, then the retry with the code). */
  readonly tries: { key: string; codes: SigningCodesToSend }[] = [];
  private failure: AppError | null = null;

  failNext(error: AppError): void {
    this.failure = error;
  }

  async send(message: BankMessage, idempotencyKey: string, codes: SigningCodesToSend = {}): Promise<void> {
    this.tries.push({ key: idempotencyKey, codes });
    const path = message.kind === 'message' ? MessagesPaths.messages : MessagesPaths.form(message.kind);
    if (this.failure) {
      const error = this.failure;
      this.failure = null;
      // Recorded as the bank's error envelope it stands for (docs/api/fakes.md).
      this.wire.recordFailure('POST', path, error);
      throw new BankAnswerFailure(error);
    }
    this.sent.push({ message, key: idempotencyKey, codes });
    const answer: WireSchemas['PostV1Messages201Answer'] = { payload: { messageId: `M-${String(this.sent.length).padStart(3, '0')}` }, messages: [] };
    this.wire.record('POST', path, answer, 201);
  }
}
