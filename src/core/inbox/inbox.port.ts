import type { SigningCodesToSend } from '../signing/signing-codes';
import type { Reply } from './message-text';
import type { InboxTab, MessageSummary, SecureMessage } from './secure-message';

/** The bank's inbox and sent-items calls (docs/rules/calls.md; docs/api/inbox.md). Rejects with an AppError-carrying failure. */
export const InboxPort = Symbol('InboxPort');
export interface InboxPort {
  unreadCount(): Promise<number>;
  list(tab: InboxTab): Promise<MessageSummary[]>;
  message(tab: InboxTab, id: string): Promise<SecureMessage>;
  /** PATCH with status read. */
  markRead(id: string): Promise<void>;
  remove(tab: InboxTab, id: string): Promise<void>;
  /** POST messages; the same key on every try of one send. */
  /** `codes`: the Re-authentication Security Code, only on the try after the bank answered 0004. */
  sendReply(reply: Reply, idempotencyKey: string, codes?: SigningCodesToSend): Promise<void>;
  /** Resolves when the bank allows this customer to send messages; rejects otherwise. */
  sendAllowed(): Promise<void>;
}
