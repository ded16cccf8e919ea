import { ContainerModule } from 'inversify';
import { fakesExcludedFromProduction, type FeatureModule } from '../feature-module';
import { CheckSendAllowed } from '../../core/inbox/inbox.use-cases';
import { InboxPort } from '../../core/inbox/inbox.port';
import { MessagesPort } from '../../core/messages/messages.port';
import { SendBankMessage } from '../../core/messages/send-bank-message.use-case';
import { HttpMessagesAdapter } from '../../adapters/messages/http-messages.adapter';
import { FakeMessages } from '../../adapters/fakes/fake-messages.adapter';
import { MessageSender } from '../../ui/shared/messages/message-sender';
import { SendMessageViewModel } from '../../ui/shared/messages/send-message.view-model';
import { inboxPortBindings } from './unread-count.bindings';

/**
 * Messages to the bank are sent from areas that load independently: the inbox area (contact-us,
 * send-message), help, and the manage-account area under an account. Each names these bindings in
 * `needs` and the container loads them once (two bindings of one identifier would not resolve).
 * Every sender needs the send-allowed check before a form is offered (docs/rules/customer-states.md), so the
 * inbox port and the check come with them.
 */
export const messagesBindings: FeatureModule = {
  name: 'shared:messages',
  needs: [inboxPortBindings],
  application: new ContainerModule(({ bind }) => {
    bind(SendBankMessage).toResolvedValue((port: MessagesPort) => new SendBankMessage(port), [MessagesPort]);
    bind(MessageSender).toResolvedValue(
      (send: SendBankMessage): MessageSender => ({ send: (message, key, codes) => send.execute(message, key, codes) }),
      [SendBankMessage],
    );
    bind(CheckSendAllowed).toResolvedValue((port: InboxPort) => new CheckSendAllowed(port), [InboxPort]);
    bind(SendMessageViewModel).toSelf().inTransientScope();
  }),
  adapters: () =>
    new ContainerModule(({ bind }) => {
      bind(MessagesPort).to(HttpMessagesAdapter);
    }),
  fakes: import.meta.env.PROD
    ? fakesExcludedFromProduction
    : () =>
        new ContainerModule(({ bind }) => {
          bind(FakeMessages).toSelf();
          bind(MessagesPort).toService(FakeMessages);
        }),
};
