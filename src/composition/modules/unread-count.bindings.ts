import { ContainerModule } from 'inversify';
import { fakesExcludedFromProduction, type FeatureModule } from '../feature-module';
import { InboxPort } from '../../core/inbox/inbox.port';
import { LoadUnreadCount } from '../../core/inbox/load-unread-count.use-case';
import { UnreadCountState } from '../../core/inbox/unread-count';
import { RaiseLevelOnSuccess } from '../../core/session/raise-level-on-success.use-case';
import { SessionScope } from '../../core/session/session-scope';
import { HttpInboxAdapter } from '../../adapters/inbox/http-inbox.adapter';
import { FakeInbox } from '../../adapters/fakes/fake-inbox.adapter';
import { UnreadCountStore } from '../../ui/shell/unread-count.store';

/**
 * The inbox port alone: the sidebar's count, the inbox area and the senders of messages (for the
 * send-allowed check) all read through it, and load independently. Each names it in `needs` (directly
 * or through the bindings below) and the container loads it once.
 */
export const inboxPortBindings: FeatureModule = {
  name: 'shared:inbox-port',
  application: new ContainerModule(() => {}),
  adapters: () => new ContainerModule(({ bind }) => void bind(InboxPort).to(HttpInboxAdapter)),
  fakes: import.meta.env.PROD
    ? fakesExcludedFromProduction
    : () =>
        new ContainerModule(({ bind }) => {
          bind(FakeInbox).toSelf();
          bind(InboxPort).toService(FakeInbox);
        }),
};

/**
 * The unread count: the sidebar's count module (unread-count.module.ts, after Balances has painted) and
 * the inbox area (which reads and deletes messages and keeps the count in step) both need it.
 */
export const unreadCountBindings: FeatureModule = {
  name: 'shared:unread-count',
  needs: [inboxPortBindings],
  application: new ContainerModule(({ bind }) => {
    bind(UnreadCountState).toService(UnreadCountStore);
    bind(LoadUnreadCount).toResolvedValue(
      (port: InboxPort, count: UnreadCountState, raise: RaiseLevelOnSuccess, scope: SessionScope) => new LoadUnreadCount(port, count, raise, scope),
      [InboxPort, UnreadCountState, RaiseLevelOnSuccess, SessionScope],
    );
  }),
  adapters: () => new ContainerModule(() => {}),
  fakes: () => new ContainerModule(() => {}),
};
