import type { ContainerModuleLoadOptions } from 'inversify';
import { CheckSendAllowed } from '../../core/inbox/inbox.use-cases';
import { InboxPort } from '../../core/inbox/inbox.port';
import { MessagesPort } from '../../core/messages/messages.port';
import { SendBankMessage } from '../../core/messages/send-bank-message.use-case';
import { HttpInboxAdapter } from '../../adapters/inbox/http-inbox.adapter';
import { HttpMessagesAdapter } from '../../adapters/messages/http-messages.adapter';
import { FakeInbox } from '../../adapters/fakes/fake-inbox.adapter';
import { FakeMessages } from '../../adapters/fakes/fake-messages.adapter';
import { MessageSender } from '../../ui/messages/message-sender';
import { SendMessageViewModel } from '../../ui/messages/send-message.view-model';

/**
 * Messages to the bank are sent from two areas that load independently: the inbox area (contact-us,
 * send-message) and the manage-account area under an account. Whichever loads first binds the port
 * and the use case; the other finds them bound (two bindings of one identifier would not resolve).
 * Both need the send-allowed check before a form is offered (spec 02 section 4), so the inbox port
 * and the check come with them.
 */
export function bindSendBankMessage({ bind, isBound }: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void {
  if (isBound(SendBankMessage)) return;
  bind(SendBankMessage).toResolvedValue((port: MessagesPort) => new SendBankMessage(port), [MessagesPort]);
  bind(MessageSender).toResolvedValue(
    (send: SendBankMessage): MessageSender => ({ send: (message, key) => send.execute(message, key) }),
    [SendBankMessage],
  );
  bind(CheckSendAllowed).toResolvedValue((port: InboxPort) => new CheckSendAllowed(port), [InboxPort]);
  bind(SendMessageViewModel).toSelf().inTransientScope();
}

export function bindMessagesAdapter({ bind, isBound }: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void {
  if (!isBound(MessagesPort)) bind(MessagesPort).to(HttpMessagesAdapter);
  if (!isBound(InboxPort)) bind(InboxPort).to(HttpInboxAdapter);
}

export function bindMessagesFake({ bind, isBound }: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void {
  if (!isBound(MessagesPort)) {
    bind(FakeMessages).toSelf();
    bind(MessagesPort).toService(FakeMessages);
  }
  // The sidebar's count may have bound the inbox's fake already (unread-count.bindings.ts).
  if (!isBound(InboxPort)) {
    bind(FakeInbox).toSelf();
    bind(InboxPort).toService(FakeInbox);
  }
}
