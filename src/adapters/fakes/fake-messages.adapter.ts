import { injectable } from 'inversify';
import { BankAnswerFailure } from '../../core/inbox/attempt';
import type { BankMessage } from '../../core/messages/bank-message';
import type { MessagesPort } from '../../core/messages/messages.port';
import type { AppError } from '../../core/shared/result';

/** MessagesPort in memory: every message sent is kept with its key; the next send can be made to fail. */
@injectable()
export class FakeMessages implements MessagesPort {
  readonly sent: { message: BankMessage; key: string }[] = [];
  private failure: AppError | null = null;

  failNext(error: AppError): void {
    this.failure = error;
  }

  async send(message: BankMessage, idempotencyKey: string): Promise<void> {
    if (this.failure) {
      const error = this.failure;
      this.failure = null;
      throw new BankAnswerFailure(error);
    }
    this.sent.push({ message, key: idempotencyKey });
  }
}
