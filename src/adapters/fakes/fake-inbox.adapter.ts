import { injectable } from 'inversify';
import { BankAnswerFailure } from '../../core/inbox/attempt';
import type { InboxPort } from '../../core/inbox/inbox.port';
import type { Reply } from '../../core/inbox/message-text';
import type { InboxTab, MessageSummary, SecureMessage } from '../../core/inbox/secure-message';
import { subjectLabel } from '../../core/inbox/secure-message';
import type { AppError } from '../../core/shared/result';

const received = (n: number, patch: Partial<SecureMessage> = {}): SecureMessage => ({
  id: `R-${String(n).padStart(3, '0')}`,
  created: `2026-11-${String(20 - n).padStart(2, '0')}T09:00:00Z`,
  status: 'read',
  subject: `Message ${n}`,
  expiryDate: '9999-12-31',
  messageType: 'received',
  text: `Message ${n} from the bank.`,
  ...patch,
});

/** The fakes profile's inbox: a few received messages (two unread, one with markup) and one sent. */
export function fakeInboxMessages(): SecureMessage[] {
  return [
    received(1, { status: 'unread', subject: 'Your new debit card', text: 'Dear customer,\nYour new card is on its way.\n\nThe Bank' }),
    received(2, { status: 'unread', subject: 'About <b>your</b> statement', text: 'Text with <script>alert(1)</script> markup.' }),
    received(3, { expiryDate: '2026-12-31', subject: 'An offer that ends' }),
    {
      id: 'S-001',
      created: '2026-10-01T10:00:00Z',
      status: 'read',
      subject: 'Feedback',
      expiryDate: null,
      messageType: 'sent',
      text: 'Thank you for the new app.',
    },
  ];
}

const summary = ({ text: _text, ...rest }: SecureMessage): MessageSummary => rest;

/** InboxPort in memory: it remembers reads, deletes and sent replies; a call kind can be made to fail. */
@injectable()
export class FakeInbox implements InboxPort {
  messages: SecureMessage[] = fakeInboxMessages();
  readonly calls: string[] = [];
  readonly sentKeys: string[] = [];
  /** The key of every try, failed ones included. */
  readonly triedKeys: string[] = [];
  private failures = new Map<string, AppError>();
  sendAllowedAnswer = true;

  failNext(call: 'unreadCount' | 'list' | 'message' | 'markRead' | 'remove' | 'sendReply', error: AppError): void {
    this.failures.set(call, error);
  }

  private check(call: string): void {
    this.calls.push(call);
    const failure = this.failures.get(call);
    if (failure) {
      this.failures.delete(call);
      throw new BankAnswerFailure(failure);
    }
  }

  async unreadCount(): Promise<number> {
    this.check('unreadCount');
    return this.messages.filter((m) => m.messageType === 'received' && m.status === 'unread').length;
  }

  async list(tab: InboxTab): Promise<MessageSummary[]> {
    this.check('list');
    return this.messages.filter((m) => m.messageType === tab).map(summary);
  }

  async message(tab: InboxTab, id: string): Promise<SecureMessage> {
    this.check('message');
    const found = this.messages.find((m) => m.messageType === tab && m.id === id);
    if (!found) throw new BankAnswerFailure({ code: 'FD001T', description: 'No such message', status: 404 });
    return { ...found };
  }

  async markRead(id: string): Promise<void> {
    this.check('markRead');
    this.messages = this.messages.map((m) => (m.id === id ? { ...m, status: 'read' } : m));
  }

  async remove(tab: InboxTab, id: string): Promise<void> {
    this.check('remove');
    this.messages = this.messages.filter((m) => !(m.messageType === tab && m.id === id));
  }

  async sendReply(reply: Reply, idempotencyKey: string): Promise<void> {
    this.triedKeys.push(idempotencyKey);
    this.check('sendReply');
    this.sentKeys.push(idempotencyKey);
    this.messages.push({
      id: `S-${String(this.messages.length + 1).padStart(3, '0')}`,
      created: new Date(Date.UTC(2026, 10, 22, 12, this.sentKeys.length)).toISOString(),
      status: 'read',
      subject: subjectLabel(reply.messageType),
      expiryDate: null,
      messageType: 'sent',
      text: reply.messageText,
    });
  }

  async sendAllowed(): Promise<void> {
    this.calls.push('sendAllowed');
    if (!this.sendAllowedAnswer) throw new BankAnswerFailure({ code: 'FD001T', description: 'Sending is not allowed', status: 403 });
  }
}
