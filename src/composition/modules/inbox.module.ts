import { ContainerModule } from 'inversify';
import type { AreaDefinition, FeatureModule } from '../feature-module';
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
import { messagesBindings } from './messages.bindings';
import { changeAccessBindings } from './change-access.bindings';
import { unreadCountBindings } from './unread-count.bindings';
import { journalBindings } from './journal.bindings';

/**
 * The secure inbox and the messages a customer writes from Help and contact and My details
 * (contact-us, send-message): one area, as both use the inbox's send-allowed check and the
 * sent list. The unread count lives in the shell's store (UnreadCountState), which log-off clears.
 */
export const inboxFeature: FeatureModule = {
  name: 'inbox',
  needs: [journalBindings, changeAccessBindings, messagesBindings, unreadCountBindings],
  application: new ContainerModule((options) => {
    const { bind } = options;
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
    bind(InboxListViewModel).toSelf().inTransientScope();
    bind(MessageViewModel).toSelf().inTransientScope();
  }),
  // Its ports are the shared messages bindings' (the inbox port comes with the send-allowed check).
  adapters: () => new ContainerModule(() => {}),
  fakes: () => new ContainerModule(() => {}),
};

export const inboxArea: AreaDefinition = { feature: inboxFeature, routes: [...inboxRoutes, ...messagesRoutes] };
