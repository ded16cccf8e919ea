import type { SigningCodesToSend } from '../signing/signing-codes';
import { answerOf, type ConfirmAnswer } from '../journey/confirm-answer';
import type { RaiseLevelOnSuccess } from '../session/raise-level-on-success.use-case';
import type { SessionScope } from '../session/session-scope';
import { ok, type Result } from '../shared/result';
import { attempt } from './attempt';
import type { InboxPort } from './inbox.port';
import type { InboxState } from './inbox-state';
import { messageTextError, type Reply } from './message-text';
import type { InboxTab, MessageSummary, SecureMessage } from './secure-message';
import { sendAllowedDecision, type SendAllowedDecision, type SendAllowedRouting } from './send-allowed-route';
import { countAfterDelete, countAfterRead, type UnreadCountState } from './unread-count';

type Raise = Pick<RaiseLevelOnSuccess, 'execute'>;
type Scope = Pick<SessionScope, 'join'>;

/** Newest first; equal times keep the bank's order. */
const newestFirst = (messages: MessageSummary[]) =>
  [...messages].sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : 0));

/** One tab's list, newest first: from this session's state unless a refresh is asked for. */
export class LoadMessages {
  constructor(
    private readonly inbox: Pick<InboxPort, 'list'>,
    private readonly state: InboxState,
    private readonly raise: Raise,
    private readonly scope: Scope,
  ) {}

  /** A list already being fetched is joined (two views, or StrictMode's second effect, ask at once). */
  async execute(tab: InboxTab, options: { refresh?: boolean } = {}): Promise<Result<MessageSummary[]>> {
    const kept = this.state.list(tab);
    if (kept && !options.refresh) return ok(kept);
    const result = await this.scope.join(`inbox:${tab}`, () => attempt(() => this.inbox.list(tab)));
    if (!result.ok) return result;
    this.raise.execute('messages');
    const list = newestFirst(result.value);
    this.state.setList(tab, list);
    return ok(list);
  }
}

/**
 * Opens a message (the design's ReadMessage): its detail, then, when it was unread, the PATCH that
 * marks it read; on that success the unread count falls by 1, never below 0 (docs/rules/customer-states.md).
 * Whether it was unread is what the list said, else what the detail says, so a message is counted once.
 */
export class ReadMessage {
  private readonly inFlight = new Map<string, Promise<Result<SecureMessage>>>();

  constructor(
    private readonly inbox: Pick<InboxPort, 'message' | 'markRead'>,
    private readonly state: InboxState,
    private readonly count: UnreadCountState,
    private readonly raise: Raise,
  ) {}

  /** The same message asked for while it is being opened joins that call: it is marked read once. */
  execute(tab: InboxTab, id: string): Promise<Result<SecureMessage>> {
    const key = `${tab}/${id}`;
    let opening = this.inFlight.get(key);
    if (!opening) {
      opening = this.open(tab, id).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, opening);
    }
    return opening;
  }

  private async open(tab: InboxTab, id: string): Promise<Result<SecureMessage>> {
    const detail = await attempt(() => this.inbox.message(tab, id));
    if (!detail.ok) return detail;
    this.raise.execute('messages');
    const listed = this.state.find(tab, id);
    const wasUnread = tab === 'received' && (listed ? listed.status === 'unread' : detail.value.status === 'unread');
    if (!wasUnread) return ok(detail.value);
    const marked = await attempt(() => this.inbox.markRead(id));
    // The message is shown either way; only a successful mark-read changes the count.
    if (!marked.ok) return ok(detail.value);
    this.state.markRead(tab, id);
    this.count.set(countAfterRead(this.count.count, true));
    return ok({ ...detail.value, status: 'read' });
  }
}

/** Deletes a message (after the customer confirmed); deleting an unread one lowers the count. */
export class DeleteMessage {
  constructor(
    private readonly inbox: Pick<InboxPort, 'remove'>,
    private readonly state: InboxState,
    private readonly count: UnreadCountState,
  ) {}

  async execute(tab: InboxTab, id: string): Promise<Result<void>> {
    const wasUnread = tab === 'received' && this.state.find(tab, id)?.status === 'unread';
    const result = await attempt(() => this.inbox.remove(tab, id));
    if (!result.ok) return result;
    this.state.remove(tab, id);
    this.count.set(countAfterDelete(this.count.count, wasUnread));
    return ok(undefined);
  }
}

/** A reply that breaks a rule is not sent: the field's message, for the form. */
export const invalidReplyCode = 'MSG_INVALID_REPLY';

/** Sends a reply, then refreshes the sent list (docs/rules/customer-states.md). The text is checked first. */
/** What the customer is told after the bank accepted a reply. */
export type SentReply = { sent: true };

export class SendReply {
  constructor(
    private readonly inbox: Pick<InboxPort, 'sendReply'>,
    private readonly messages: Pick<LoadMessages, 'execute'>,
  ) {}

  /**
   * Sends one reply under its key and answers through core's one classifier: accepted, refused with
   * the bank's code, or unknown (no answer, 409, a 5xx without a code: the reply may have gone).
   */
  async execute(reply: Reply, idempotencyKey: string, codes: SigningCodesToSend = {}): Promise<ConfirmAnswer<SentReply>> {
    const problem = messageTextError(reply.messageText);
    if (problem) return { kind: 'refused', code: invalidReplyCode, message: problem };
    const answer = await answerOf(() => this.inbox.sendReply(reply, idempotencyKey, codes).then((): SentReply => ({ sent: true })));
    // The reply went; a sent list that fails to refresh now is refreshed when the tab is opened.
    if (answer.kind === 'accepted') await this.messages.execute('sent', { refresh: true });
    return answer;
  }
}

/** The send-allowed check and where a customer who may not send goes (docs/rules/customer-states.md). */
export class CheckSendAllowed {
  constructor(private readonly inbox: Pick<InboxPort, 'sendAllowed'>) {}

  async execute(routing: SendAllowedRouting): Promise<SendAllowedDecision> {
    const result = await attempt(() => this.inbox.sendAllowed());
    return sendAllowedDecision(result.ok, routing);
  }
}
