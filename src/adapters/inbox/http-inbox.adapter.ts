import type { SigningCodesToSend } from '../../core/signing/signing-codes';
import { reauthenticationField } from '../messages/messages.mapper';
import { inject, injectable } from 'inversify';
import { BankAnswerFailure, malformedAnswerCode } from '../../core/inbox/attempt';
import type { InboxPort } from '../../core/inbox/inbox.port';
import type { Reply } from '../../core/inbox/message-text';
import type { InboxTab, MessageSummary, SecureMessage } from '../../core/inbox/secure-message';
import { AppConfig } from '../../core/shared/app-config';
import { MalformedAnswer } from '../accounts/dto-reader';
import { HttpClient } from '../http/http-client';
import { fieldsOf } from '../http/wire-types';
import { requireFiledMessage } from '../http/confirmation-answer';
import type { MarkReadRequestDto, SendAllowedDto, SendMessageRequestDto } from './inbox.dto';
import { toMessageDetail, toMessageList, toUnreadCount } from './inbox.mapper';
import { idSegment } from '../http/id-segment';

/** The inbox, sent-items and messages paths under apiBase (docs/api/inbox.md). */
export const InboxPaths = {
  unreadCount: '/v1/inbox/unread-count',
  received: '/v1/inbox/messages',
  receivedMessage: (id: string) => `/v1/inbox/messages/${idSegment(id)}`,
  sent: '/v1/sent-items',
  sentMessage: (id: string) => `/v1/sent-items/${idSegment(id)}`,
  messages: '/v1/messages',
  sendAllowed: '/v1/messages/send-allowed',
} as const;

/** Inbox requests carry the global channel id and the source system id (docs/rules/calls.md). */
export const inboxHeaders = { 'X-Global-Channel-Id': 'WEB', 'X-Source-System-Id': 'WEB_BANKING' } as const;

/** A malformed answer becomes a failure the page can show, naming what the bank sent wrong. */
export async function mapped<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (e instanceof MalformedAnswer) throw new BankAnswerFailure({ code: malformedAnswerCode, description: e.message });
    throw e;
  }
}

@injectable()
export class HttpInboxAdapter implements InboxPort {
  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(AppConfig) private readonly config: Pick<AppConfig, 'apiBase'>,
  ) {}

  private url(path: string): string {
    return `${this.config.apiBase}${path}`;
  }

  unreadCount(): Promise<number> {
    return mapped(async () => toUnreadCount(await this.http.get<unknown>(this.url(InboxPaths.unreadCount), { headers: inboxHeaders })));
  }

  list(tab: InboxTab): Promise<MessageSummary[]> {
    const path = tab === 'received' ? InboxPaths.received : InboxPaths.sent;
    return mapped(async () => toMessageList(await this.http.get<unknown>(this.url(path), { headers: inboxHeaders }), tab));
  }

  message(tab: InboxTab, id: string): Promise<SecureMessage> {
    const path = tab === 'received' ? InboxPaths.receivedMessage(id) : InboxPaths.sentMessage(id);
    return mapped(async () => toMessageDetail(await this.http.get<unknown>(this.url(path), { headers: inboxHeaders }), tab));
  }

  async markRead(id: string): Promise<void> {
    await this.http.patch<unknown>(this.url(InboxPaths.receivedMessage(id)), { status: 'read' } satisfies MarkReadRequestDto, { headers: inboxHeaders });
  }

  async remove(tab: InboxTab, id: string): Promise<void> {
    const path = tab === 'received' ? InboxPaths.receivedMessage(id) : InboxPaths.sentMessage(id);
    await this.http.delete<unknown>(this.url(path), { headers: inboxHeaders });
  }

  async sendReply(reply: Reply, idempotencyKey: string, codes: SigningCodesToSend = {}): Promise<void> {
    const body: SendMessageRequestDto = { messageType: reply.messageType, messageText: reply.messageText, ...reauthenticationField(codes) };
    requireFiledMessage(await this.http.post<unknown>(this.url(InboxPaths.messages), body, { headers: inboxHeaders, idempotencyKey }));
  }

  async sendAllowed(): Promise<void> {
    const answer = await this.http.get<unknown>(this.url(InboxPaths.sendAllowed), { headers: inboxHeaders });
    // A success that says no is a failed check too.
    // Read by the document's field names: a misspelt one does not compile.
    const payload = fieldsOf<SendAllowedDto>(fieldsOf<{ payload: unknown }>(answer)?.payload);
    if (payload?.sendAllowed !== true) {
      throw new BankAnswerFailure({ code: 'MSG_SEND_NOT_ALLOWED', description: 'The bank does not allow sending messages now' });
    }
  }
}
