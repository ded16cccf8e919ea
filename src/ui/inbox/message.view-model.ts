import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CheckSendAllowed, DeleteMessage, ReadMessage, SendReply } from '../../core/inbox/inbox.use-cases';
import { charactersRemaining, messageTextError, messageTextMessages, type Reply } from '../../core/inbox/message-text';
import { isReplyMessageType, type InboxTab, type SecureMessage } from '../../core/inbox/secure-message';
import { failurePanel, type FailurePanel } from '../../core/shell/failure-panel';
import { RememberedConfirmation } from '../../core/journey/remembered-confirmation';
import { RequestJournal } from '../../core/never-twice/request-journal';
import { IdempotencyKeys } from '../../core/shared/idempotency-keys.port';
import type { SentReply } from '../../core/inbox/inbox.use-cases';
import type { AppError } from '../../core/shared/result';
import { RunLifecycle } from '../shared/run-lifecycle';
import { reauthenticationCodeError } from '../../core/signing/transaction-security-code';
import { ReauthenticationFieldState } from '../signing/reauthentication-field.state';
import { journeyScopes } from '../journey/journey-scopes';

/** What a reply is kept under in the session's lost answers: the message it answers and its words. */
interface ReplyInstruction {
  tab: InboxTab;
  id: string;
  reply: Reply;
}

export type MessageState = { status: 'loading' } | { status: 'loaded'; message: SecureMessage } | { status: 'failed'; error: AppError };

/** The delete flow of docs/rules/customer-entities.md (Inbox state: modalOpen, messageType, messageId, error). */
export type DeleteState =
  | { step: 'closed' }
  | { step: 'confirm' }
  | { step: 'deleting' }
  | { step: 'deleted' }
  | { step: 'failed'; error: AppError };

/** `unknown`: no answer came (the reply may have gone); the reply is frozen until a retry with the same key answers. */
export type SendState = { step: 'editing' } | { step: 'sending' } | { step: 'sent' } | { step: 'failed'; error: AppError } | { step: 'unknown' };

/**
 * One message: opening it (ReadMessage marks an unread one read and lowers the count), the delete
 * modal's flow, and the reply form. The reply keeps every word on a failed send; its tries go through
 * core's IdempotentConfirmation (one key per reply, kept through a lost answer, new after a refusal).
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
  /** The last send got no answer: the reply may have gone, so it stays frozen until a definite answer. */
  lostAnswer = false;
  /** The bank answered 0004 to this reply: the next Send carries the Re-authentication Security Code, same key. */
  reauthenticationAsked = false;
  readonly reauthentication = new ReauthenticationFieldState();
  private confirmation: RememberedConfirmation<SentReply> | null = null;
  private opened: { tab: InboxTab; id: string } | null = null;
  private readonly runs = new RunLifecycle();

  constructor(
    @inject(ReadMessage) private readonly readMessage: ReadMessage,
    @inject(DeleteMessage) private readonly deleteMessage: DeleteMessage,
    @inject(SendReply) private readonly sendReply: SendReply,
    @inject(CheckSendAllowed) private readonly checkSendAllowed: CheckSendAllowed,
    @inject(IdempotencyKeys) private readonly keys: IdempotencyKeys,
    @inject(RequestJournal) private readonly outcomes: RequestJournal,
  ) {
    makeAutoObservable<MessageViewModel, 'readMessage' | 'deleteMessage' | 'sendReply' | 'checkSendAllowed' | 'keys' | 'outcomes' | 'confirmation' | 'opened' | 'runs'>(
      this,
      { readMessage: false, deleteMessage: false, sendReply: false, checkSendAllowed: false, keys: false, outcomes: false, confirmation: false, opened: false, runs: false, reauthentication: false },
      { autoBind: true },
    );
  }

  get failure(): FailurePanel | null {
    return this.state.status === 'failed' ? failurePanel(this.state.error) : null;
  }

  async open(tab: InboxTab, id: string): Promise<void> {
    const run = this.runs.begin();
    this.opened = { tab, id };
    this.state = { status: 'loading' };
    this.deletion = { step: 'closed' };
    const result = await this.readMessage.execute(tab, id);
    if (!run.isLatest()) return;
    runInAction(() => {
      this.state = result.ok ? { status: 'loaded', message: result.value } : { status: 'failed', error: result.error };
      if (result.ok) this.resumeLostReply(tab, id);
    });
  }

  /**
   * A reply to this message whose answer was lost earlier in the session (the customer left the page
   * while it was unknown) comes back as it was: frozen, with the unknown notice and Try again, which
   * sends it under the same key.
   */
  private resumeLostReply(tab: InboxTab, id: string): void {
    if (this.confirmation) return;
    const values = this.outcomes
      .valuesIn(journeyScopes.inboxReply)
      .find((v) => {
        const kept = JSON.parse(v) as ReplyInstruction;
        return kept.tab === tab && kept.id === id;
      });
    if (!values) return;
    const { reply } = JSON.parse(values) as ReplyInstruction;
    this.confirmation = new RememberedConfirmation(this.keys, { journal: this.outcomes, scope: journeyScopes.inboxReply }, values);
    this.subject = reply.messageType;
    this.text = reply.messageText;
    this.lostAnswer = true;
    this.send = { step: 'unknown' };
  }

  /**
   * Whether the reply form is offered (docs/rules/customer-states.md). Returns where to send a customer who
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
      ...this.reauthentication.summary(this.reauthenticationAsked),
    ].filter((e): e is { fieldId: string; message: string } => e !== null);
  }

  /** While the answer is unknown (or a send is out) the reply cannot change: a retry must be the same reply. */
  get replyFrozen(): boolean {
    return this.lostAnswer || this.send.step === 'sending';
  }

  /** Words typed into a reply not yet sent (a sent reply empties the form). */
  get replyTyped(): boolean {
    return this.text.trim() !== '' && this.send.step !== 'sent';
  }

  setSubject(value: string): void {
    if (this.replyFrozen) return;
    this.subject = value;
    if (this.send.step === 'sent') this.send = { step: 'editing' };
  }

  setText(value: string): void {
    if (this.replyFrozen) return;
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
    // One confirmation per reply: its retries share a key (a new one only after a definite refusal);
    // a changed reply is a new confirmation. A reply whose answer was lost earlier in the session,
    // made again, is found in the session's memory and carries that key.
    const instruction: ReplyInstruction = { tab: this.opened?.tab ?? 'received', id: this.opened?.id ?? '', reply };
    const values = JSON.stringify(instruction);
    if (!this.confirmation || this.confirmation.values !== values) {
      this.confirmation = new RememberedConfirmation(this.keys, { journal: this.outcomes, scope: journeyScopes.inboxReply }, values);
      // Another reply is another request: the bank has not asked to re-authenticate it.
      this.reauthenticationAsked = false;
    }
    // After 0004 a press without a valid code sends nothing (a retry of a lost try resends its own).
    const asked = this.reauthenticationAsked && !this.lostAnswer;
    const codes = asked ? this.reauthentication.take() : {};
    const missing = asked ? reauthenticationCodeError(codes.reauthenticationCode ?? '') : null;
    if (missing) {
      this.reauthentication.noteResult({ kind: 'not-sent', reason: 'invalid-code', message: missing }, true);
      this.failedSubmits += 1;
      return;
    }
    this.send = { step: 'sending' };
    const answer = await this.confirmation.confirm((key, sent) => this.sendReply.execute(reply, key, sent), codes, { holdKey: this.reauthenticationAsked });
    runInAction(() => {
      this.lostAnswer = answer.kind === 'unknown';
      if (this.reauthenticationAsked) this.reauthentication.noteResult(answer, true);
      if (answer.kind === 'unknown') {
        this.send = { step: 'unknown' };
        return;
      }
      if (answer.kind === 'reauthenticate') {
        this.reauthenticationAsked = true;
        this.send = { step: 'editing' };
        return;
      }
      if (this.reauthenticationAsked && this.reauthentication.message) {
        // A wrong code or the bank's lock: its words are under the field; the key is kept.
        this.send = { step: 'editing' };
        this.failedSubmits += 1;
        return;
      }
      if (answer.kind !== 'accepted') {
        this.send = { step: 'failed', error: { code: answer.code, description: answer.message ?? '' } };
        return;
      }
      this.send = { step: 'sent' };
      this.confirmation = null;
      this.reauthenticationAsked = false;
      this.subject = '';
      this.text = '';
      this.submitted = false;
      this.textTouched = false;
    });
  }

  dispose(): void {
    this.runs.end();
  }
}
