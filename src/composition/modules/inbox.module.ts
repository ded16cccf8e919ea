import { ContainerModule } from 'inversify';
import { fakesExcludedFromProduction, type AreaDefinition, type FeatureModule } from '../feature-module';
import { inboxRoutes } from '../../ui/inbox/inbox.routes';
import { messagesRoutes } from '../../ui/messages/messages.routes';
import { InboxPort } from '../../core/inbox/inbox.port';
import { InboxState } from '../../core/inbox/inbox-state';
import { DeleteMessage, LoadMessages, ReadMessage, SendReply } from '../../core/inbox/inbox.use-cases';
import { UnreadCountState } from '../../core/inbox/unread-count';
import { CustomerDataRegistry } from '../../core/session/customer-data-registry';
import { SessionScope } from '../../core/session/session-scope';
import { RaiseLevelOnSuccess } from '../../core/session/raise-level-on-success.use-case';
import { InboxListViewModel } from '../../ui/inbox/inbox-list.view-model';
import { MessageViewModel } from '../../ui/inbox/message.view-model';
import { bindMessagesAdapter, bindMessagesFake, bindSendBankMessage } from './messages-shared';
import { bindChangeAccess, bindIbStatusAdapter, bindIbStatusFake } from './change-access.bindings';
import { bindUnreadCount } from './unread-count.bindings';

/**
 * The secure inbox and the messages a customer writes from Help and contact and My details
 * (contact-us, send-message): one area, as both use the inbox's send-allowed check and the
 * sent list. The unread count lives in the shell's store (UnreadCountState), which log-off clears.
 */
export const inboxFeature: FeatureModule = {
  name: 'inbox',
  application: new ContainerModule((options) => {
    bindChangeAccess(options);
    const { bind } = options;
    bindUnreadCount(options);
    bind(InboxState).toResolvedValue(
      (registry: CustomerDataRegistry) => {
        const state = new InboxState();
        registry.register('inbox', () => state.reset());
        return state;
      },
      [CustomerDataRegistry],
    );
    bind(LoadMessages).toResolvedValue(
      (port: InboxPort, state: InboxState, raise: RaiseLevelOnSuccess, scope: SessionScope) =>
        new LoadMessages(port, state, raise, scope),
      [InboxPort, InboxState, RaiseLevelOnSuccess, SessionScope],
    );
    bind(ReadMessage).toResolvedValue(
      (port: InboxPort, state: InboxState, count: UnreadCountState, raise: RaiseLevelOnSuccess) => new ReadMessage(port, state, count, raise),
      [InboxPort, InboxState, UnreadCountState, RaiseLevelOnSuccess],
    );
    bind(DeleteMessage).toResolvedValue(
      (port: InboxPort, state: InboxState, count: UnreadCountState) => new DeleteMessage(port, state, count),
      [InboxPort, InboxState, UnreadCountState],
    );
    bind(SendReply).toResolvedValue((port: InboxPort, load: LoadMessages) => new SendReply(port, load), [InboxPort, LoadMessages]);
    bindSendBankMessage(options);
    bind(InboxListViewModel).toSelf().inTransientScope();
    bind(MessageViewModel).toSelf().inTransientScope();
  }),
  adapters: () =>
    new ContainerModule((options) => {
      bindIbStatusAdapter(options);
      bindMessagesAdapter(options);
    }),
  fakes: import.meta.env.PROD
    ? fakesExcludedFromProduction
    : () =>
        new ContainerModule((options) => {
          bindIbStatusFake(options);
          bindMessagesFake(options);
        }),
};

export const inboxArea: AreaDefinition = { feature: inboxFeature, routes: [...inboxRoutes, ...messagesRoutes] };
