import { inject, injectable } from 'inversify';
import type { BankMessage } from '../../core/messages/bank-message';
import type { MessagesPort } from '../../core/messages/messages.port';
import { AppConfig } from '../../core/shared/app-config';
import type { SigningCodesToSend } from '../../core/signing/signing-codes';
import { HttpClient } from '../http/http-client';
import { requireFiledMessage } from '../http/confirmation-answer';
import { InboxPaths, inboxHeaders } from '../inbox/http-inbox.adapter';
import { toMessageRequest } from './messages.mapper';

export const MessagesPaths = {
  messages: InboxPaths.messages,
  form: (kind: Exclude<BankMessage['kind'], 'message'>) => `/v1/messages/${kind}`,
} as const;

/** POST messages and the four manage-account forms (docs/api/inbox.md, "Messages to the bank"). */
@injectable()
export class HttpMessagesAdapter implements MessagesPort {
  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(AppConfig) private readonly config: Pick<AppConfig, 'apiBase'>,
  ) {}

  async send(message: BankMessage, idempotencyKey: string, codes: SigningCodesToSend = {}): Promise<void> {
    const path = message.kind === 'message' ? MessagesPaths.messages : MessagesPaths.form(message.kind);
    requireFiledMessage(await this.http.post<unknown>(`${this.config.apiBase}${path}`, toMessageRequest(message, codes), { headers: inboxHeaders, idempotencyKey }));
  }
}
