import type { ContainerModuleLoadOptions } from 'inversify';
import { MessagesPort } from '../../core/messages/messages.port';
import { SendBankMessage } from '../../core/messages/send-bank-message.use-case';
import { HttpMessagesAdapter } from '../../adapters/messages/http-messages.adapter';
import { FakeMessages } from '../../adapters/fakes/fake-messages.adapter';
import { MessageSender } from '../../ui/messages/message-sender';
import { InboxPort } from '../../core/inbox/inbox.port';
import { CheckSendAllowed } from '../../core/inbox/inbox.use-cases';
import { HttpInboxAdapter } from '../../adapters/inbox/http-inbox.adapter';
import { FakeInbox } from '../../adapters/fakes/fake-inbox.adapter';
import { SendMessageViewModel } from '../../ui/messages/send-message.view-model';

/**
 * Messages to the bank are sent from areas that load independently: the inbox area (contact-us,
 * send-message), the manage-account area under an account and the help area (a hub's messageGroup). Whichever loads first binds the port
 * and the use case; the other finds them bound (two bindings of one identifier would not resolve).
 */
export function bindSendBankMessage({ bind, isBound }: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void {
  if (isBound(SendBankMessage)) return;
  bind(SendBankMessage).toResolvedValue((port: MessagesPort) => new SendBankMessage(port), [MessagesPort]);
  bind(MessageSender).toResolvedValue(
    (send: SendBankMessage): MessageSender => ({ send: (message, key) => send.execute(message, key) }),
    [SendBankMessage],
  );
}

export function bindMessagesAdapter({ bind, isBound }: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void {
  if (!isBound(MessagesPort)) bind(MessagesPort).to(HttpMessagesAdapter);
}

export function bindMessagesFake({ bind, isBound }: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void {
  if (isBound(MessagesPort)) return;
  bind(FakeMessages).toSelf();
  bind(MessagesPort).toService(FakeMessages);
}

/**
 * The send-allowed check and the message form's view model: the inbox area's forms and the help
 * area's (a hub category's messageGroup) both use them, and either area may load first.
 */
export function bindSendAllowedCheck({ bind, isBound }: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void {
  if (!isBound(CheckSendAllowed)) bind(CheckSendAllowed).toResolvedValue((port: InboxPort) => new CheckSendAllowed(port), [InboxPort]);
  if (!isBound(SendMessageViewModel)) bind(SendMessageViewModel).toSelf().inTransientScope();
}

export function bindInboxAdapter({ bind, isBound }: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void {
  if (!isBound(InboxPort)) bind(InboxPort).to(HttpInboxAdapter);
}

export function bindInboxFake({ bind, isBound }: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void {
  if (isBound(InboxPort)) return;
  bind(FakeInbox).toSelf();
  bind(InboxPort).toService(FakeInbox);
}
