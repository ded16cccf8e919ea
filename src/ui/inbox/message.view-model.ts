import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CheckSendAllowed, DeleteMessage, ReadMessage, SendReply } from '../../core/inbox/inbox.use-cases';
import { charactersRemaining, messageTextError, messageTextMessages, type Reply } from '../../core/inbox/message-text';
import { isReplyMessageType, type InboxTab, type SecureMessage } from '../../core/inbox/secure-message';
import { failurePanel, type FailurePanel } from '../../core/shell/failure-panel';
import { IdempotencyKeys } from '../../core/shared/idempotency-keys.port';
import type { AppError } from '../../core/shared/result';

export type MessageState = { status: 'loading' } | { status: 'loaded'; message: SecureMessage } | { status: 'failed'; error: AppError };

/** The delete flow of spec 02 section 3 (Inbox state: modalOpen, messageType, messageId, error). */
export type DeleteState =
  | { step: 'closed' }
  | { step: 'confirm' }
  | { step: 'deleting' }
  | { step: 'deleted' }
  | { step: 'failed'; error: AppError };

export type SendState = { step: 'editing' } | { step: 'sending' } | { step: 'sent' } | { step: 'failed'; error: AppError };

/**
 * One message: opening it (ReadMessage marks an unread one read and lowers the count), the delete
 * modal's flow, and the reply form. The reply keeps every word on a failed send, and the same
 * Idempotency-Key while the customer retries the same reply.
 */
@injectable()
export class MessageViewModel {
  state: MessageState = { status: 'loading' };
  deletion: DeleteState = { step: 'closed' };
  send: SendState = { step: 'editing' };
  sendAllowed: boolean | null = null;
  subject = '';
  text = '';
  submitted = false;
  failedSubmits = 0;
  textTouched = false;
  private key: { reply: string; value: string } | null = null;
  private generation = 0;

  constructor(
    @inject(ReadMessage) private readonly readMessage: ReadMessage,
    @inject(DeleteMessage) private readonly deleteMessage: DeleteMessage,
    @inject(SendReply) private readonly sendReply: SendReply,
    @inject(CheckSendAllowed) private readonly checkSendAllowed: CheckSendAllowed,
    @inject(IdempotencyKeys) private readonly keys: IdempotencyKeys,
  ) {
    makeAutoObservable<MessageViewModel, 'readMessage' | 'deleteMessage' | 'sendReply' | 'checkSendAllowed' | 'keys' | 'key' | 'generation'>(
      this,
      { readMessage: false, deleteMessage: false, sendReply: false, checkSendAllowed: false, keys: false, key: false, generation: false },
      { autoBind: true },
    );
  }

  get failure(): FailurePanel | null {
    return this.state.status === 'failed' ? failurePanel(this.state.error) : null;
  }

  async open(tab: InboxTab, id: string): Promise<void> {
    const generation = ++this.generation;
    this.state = { status: 'loading' };
    this.deletion = { step: 'closed' };
    const result = await this.readMessage.execute(tab, id);
    if (generation !== this.generation) return;
    runInAction(() => {
      this.state = result.ok ? { status: 'loaded', message: result.value } : { status: 'failed', error: result.error };
    });
  }

  /**
   * Whether the reply form is offered (spec 02 section 4). Returns where to send a customer who
   * may not send, or null.
   */
  async checkSending(returnPath: string | null, defaultPath: string, here: string): Promise<string | null> {
    const decision = await this.checkSendAllowed.execute({ returnPath, defaultPath, excludedPaths: [here] });
    runInAction(() => {
      this.sendAllowed = decision.allowed;
    });
    return decision.allowed ? null : decision.redirectTo;
  }

  // ---- delete

  askDelete(): void {
    this.deletion = { step: 'confirm' };
  }

  cancelDelete(): void {
    this.deletion = { step: 'closed' };
  }

  dismissDeleteError(): void {
    this.deletion = { step: 'closed' };
  }

  async confirmDelete(): Promise<boolean> {
    if (this.state.status !== 'loaded' || this.deletion.step === 'deleting') return false;
    const { message } = this.state;
    this.deletion = { step: 'deleting' };
    const result = await this.deleteMessage.execute(message.messageType, message.id);
    runInAction(() => {
      this.deletion = result.ok ? { step: 'deleted' } : { step: 'failed', error: result.error };
    });
    return result.ok;
  }

  // ---- reply

  get remaining(): number {
    return charactersRemaining(this.text);
  }

  get subjectError(): string | null {
    return isReplyMessageType(this.subject) ? null : messageTextMessages.subjectRequired;
  }

  get textError(): string | null {
    return messageTextError(this.text);
  }

  get errors(): { fieldId: string; message: string }[] {
    if (!this.submitted) return [];
    return [
      this.subjectError ? { fieldId: 'reply-subject', message: this.subjectError } : null,
      this.textError ? { fieldId: 'reply-text', message: this.textError } : null,
    ].filter((e): e is { fieldId: string; message: string } => e !== null);
  }

  setSubject(value: string): void {
    this.subject = value;
    if (this.send.step === 'sent') this.send = { step: 'editing' };
  }

  setText(value: string): void {
    this.text = value;
    if (this.send.step === 'sent') this.send = { step: 'editing' };
  }

  touchText(): void {
    this.textTouched = true;
  }

  async submitReply(): Promise<void> {
    if (this.send.step === 'sending') return;
    this.submitted = true;
    if (this.subjectError || this.textError || !isReplyMessageType(this.subject)) {
      this.failedSubmits += 1;
      return;
    }
    const reply: Reply = { messageType: this.subject, messageText: this.text };
    // A retry of the very same reply after a failure carries the same key; a changed reply is new.
    const fingerprint = JSON.stringify(reply);
    if (!this.key || this.key.reply !== fingerprint) this.key = { reply: fingerprint, value: this.keys.next() };
    this.send = { step: 'sending' };
    const result = await this.sendReply.execute(reply, this.key.value);
    runInAction(() => {
      if (!result.ok) {
        this.send = { step: 'failed', error: result.error };
        return;
      }
      this.send = { step: 'sent' };
      this.key = null;
      this.subject = '';
      this.text = '';
      this.submitted = false;
      this.textTouched = false;
    });
  }

  dispose(): void {
    this.generation++;
  }
}
