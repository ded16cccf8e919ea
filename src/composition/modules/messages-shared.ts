import type { ContainerModuleLoadOptions } from 'inversify';
import { MessagesPort } from '../../core/messages/messages.port';
import { SendBankMessage } from '../../core/messages/send-bank-message.use-case';
import { HttpMessagesAdapter } from '../../adapters/messages/http-messages.adapter';
import { FakeMessages } from '../../adapters/fakes/fake-messages.adapter';
import { MessageSender } from '../../ui/messages/message-sender';

/**
 * Messages to the bank are sent from two areas that load independently: the inbox area (contact-us,
 * send-message) and the manage-account area under an account. Whichever loads first binds the port
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
