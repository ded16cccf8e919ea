import type { SigningCodesToSend } from '../../core/signing/signing-codes';
import { injectable } from 'inversify';
import { BankAnswerFailure } from '../../core/inbox/attempt';
import type { InboxPort } from '../../core/inbox/inbox.port';
import type { Reply } from '../../core/inbox/message-text';
import type { InboxTab, MessageSummary, SecureMessage } from '../../core/inbox/secure-message';
import { subjectLabel } from '../../core/inbox/secure-message';
import type { AppError } from '../../core/shared/result';
import { InboxPaths } from '../inbox/http-inbox.adapter';
import { toMessageDetail, toMessageList, toUnreadCount } from '../inbox/inbox.mapper';
import { WireAnswers, type WireAnswer, type WireSchemas } from './wire-answers';

type ReceivedWire = WireSchemas['GetV1InboxMessagesByMessageIdAnswer']['payload'];
type SentWire = WireSchemas['GetV1SentItemsByMessageIdAnswer']['payload'];

const received = (n: number, patch: Partial<ReceivedWire> = {}): ReceivedWire => ({
  messageId: `R-${String(n).padStart(3, '0')}`,
  createdDate: `2026-11-${String(20 - n).padStart(2, '0')}T09:00:00Z`,
  status: 'R',
  subject: `Message ${n}`,
  expiryDate: '9999-12-31',
  messageText: `Message ${n} from the bank.`,
  ...patch,
});

/** The fakes profile's inbox as the bank holds it: a few received messages (two unread, one with markup) and one sent. */
export const fakeReceivedMessages = (): ReceivedWire[] => [
  received(1, { status: 'U', subject: 'Your new debit card', messageText: 'Dear customer,\nYour new card is on its way.\n\nThe Bank' }),
  received(2, { status: 'U', subject: 'About <b>your</b> statement', messageText: 'Text with <script>alert(1)</script> markup.' }),
  received(3, { expiryDate: '2026-12-31', subject: 'An offer that ends' }),
];
export const fakeSentMessages = (): SentWire[] => [
  { messageId: 'S-001', createdDate: '2026-10-01T10:00:00Z', status: 'R', subject: 'Feedback', expiryDate: null, messageText: 'Thank you for the new app.' },
];

const withoutText = <T extends { messageText: string }>({ messageText: _text, ...rest }: T): Omit<T, 'messageText'> => rest;

/**
 * InboxPort in memory: it remembers reads, deletes and sent replies; a call kind can be made to fail.
 * It keeps the messages as the bank does and answers every read as the bank's JSON, recorded in
 * `wire` and read by the HTTP adapter's mapper (docs/api/fakes.md).
 */
@injectable()
export class FakeInbox implements InboxPort {
  readonly wire = new WireAnswers();
  received: ReceivedWire[] = fakeReceivedMessages();
  sent: SentWire[] = fakeSentMessages();
  readonly calls: string[] = [];
  readonly sentKeys: string[] = [];
  /** The key of every try, failed ones included. */
  readonly triedKeys: string[] = [];
  /** The codes of every try, in order (a Re-authentication Security Code after 0004). */
  readonly triedCodes: SigningCodesToSend[] = [];
  private failures = new Map<string, AppError>();
  sendAllowedAnswer = true;

  /** Both tabs as the app sees them (mapped without recording), for a spec's assertions. */
  get messages(): SecureMessage[] {
    return [
      ...this.received.map((m) => toMessageDetail({ payload: m }, 'received')),
      ...this.sent.map((m) => toMessageDetail({ payload: m }, 'sent')),
    ];
  }

  failNext(call: 'unreadCount' | 'list' | 'message' | 'markRead' | 'remove' | 'sendReply', error: AppError): void {
    this.failures.set(call, error);
  }

  /** A forced failure is recorded as the bank's error envelope on the call's path (docs/api/fakes.md). */
  private check(call: string, method: WireAnswer['method'], path: string): void {
    this.calls.push(call);
    const failure = this.failures.get(call);
    if (failure) {
      this.failures.delete(call);
      this.wire.recordFailure(method, path, failure);
      throw new BankAnswerFailure(failure);
    }
  }

  async unreadCount(): Promise<number> {
    this.check('unreadCount', 'GET', InboxPaths.unreadCount);
    const answer: WireSchemas['GetV1InboxUnreadCountAnswer'] = { payload: { messageCount: this.received.filter((m) => m.status === 'U').length }, messages: [] };
    return toUnreadCount(this.wire.record('GET', InboxPaths.unreadCount, answer));
  }

  async list(tab: InboxTab): Promise<MessageSummary[]> {
    this.check('list', 'GET', tab === 'received' ? InboxPaths.received : InboxPaths.sent);
    if (tab === 'received') {
      const answer: WireSchemas['GetV1InboxMessagesAnswer'] = { payload: this.received.map(withoutText), messages: [] };
      return toMessageList(this.wire.record('GET', InboxPaths.received, answer), tab);
    }
    const answer: WireSchemas['GetV1SentItemsAnswer'] = { payload: this.sent.map(withoutText), messages: [] };
    return toMessageList(this.wire.record('GET', InboxPaths.sent, answer), tab);
  }

  async message(tab: InboxTab, id: string): Promise<SecureMessage> {
    const path = tab === 'received' ? InboxPaths.receivedMessage(id) : InboxPaths.sentMessage(id);
    this.check('message', 'GET', path);
    const found = (tab === 'received' ? this.received : this.sent).find((m) => m.messageId === id);
    if (!found) {
      const failure = { code: 'FD001T', description: 'No such message', status: 404 };
      this.wire.recordFailure('GET', path, failure);
      throw new BankAnswerFailure(failure);
    }
    return toMessageDetail(this.wire.record('GET', path, { payload: { ...found }, messages: [] }), tab);
  }

  async markRead(id: string): Promise<void> {
    this.check('markRead', 'PATCH', InboxPaths.receivedMessage(id));
    this.received = this.received.map((m) => (m.messageId === id ? { ...m, status: 'R' } : m));
    this.wire.record('PATCH', InboxPaths.receivedMessage(id), undefined, 204);
  }

  async remove(tab: InboxTab, id: string): Promise<void> {
    this.check('remove', 'DELETE', tab === 'received' ? InboxPaths.receivedMessage(id) : InboxPaths.sentMessage(id));
    if (tab === 'received') this.received = this.received.filter((m) => m.messageId !== id);
    else this.sent = this.sent.filter((m) => m.messageId !== id);
    this.wire.record('DELETE', tab === 'received' ? InboxPaths.receivedMessage(id) : InboxPaths.sentMessage(id), undefined, 204);
  }

  async sendReply(reply: Reply, idempotencyKey: string, codes: SigningCodesToSend = {}): Promise<void> {
    this.triedKeys.push(idempotencyKey);
    this.triedCodes.push(codes);
    this.check('sendReply', 'POST', InboxPaths.messages);
    this.sentKeys.push(idempotencyKey);
    const messageId = `S-${String(this.received.length + this.sent.length + 1).padStart(3, '0')}`;
    this.sent.push({
      messageId,
      createdDate: new Date(Date.UTC(2026, 10, 22, 12, this.sentKeys.length)).toISOString(),
      status: 'R',
      subject: subjectLabel(reply.messageType),
      expiryDate: null,
      messageText: reply.messageText,
    });
    const answer: WireSchemas['PostV1Messages201Answer'] = { payload: { messageId }, messages: [] };
    this.wire.record('POST', InboxPaths.messages, answer, 201);
  }

  async sendAllowed(): Promise<void> {
    this.calls.push('sendAllowed');
    if (!this.sendAllowedAnswer) {
      const description = 'Sending is not allowed';
      const refusal: WireSchemas['ErrorEnvelope'] = { header: { statusCode: 'E001', errorMsg: [{ code: 'FD001T', desc: description }] }, body: null };
      this.wire.record('GET', InboxPaths.sendAllowed, refusal, 403);
      throw new BankAnswerFailure({ code: 'FD001T', description, status: 403 });
    }
    const answer: WireSchemas['GetV1MessagesSendAllowedAnswer'] = { payload: { sendAllowed: true }, messages: [] };
    this.wire.record('GET', InboxPaths.sendAllowed, answer);
  }
}
