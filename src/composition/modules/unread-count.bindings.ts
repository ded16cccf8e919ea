import type { ContainerModuleLoadOptions } from 'inversify';
import { InboxPort } from '../../core/inbox/inbox.port';
import { LoadUnreadCount } from '../../core/inbox/load-unread-count.use-case';
import { UnreadCountState } from '../../core/inbox/unread-count';
import { RaiseLevelOnSuccess } from '../../core/session/raise-level-on-success.use-case';
import { SessionScope } from '../../core/session/session-scope';
import { HttpInboxAdapter } from '../../adapters/inbox/http-inbox.adapter';
import { FakeInbox } from '../../adapters/fakes/fake-inbox.adapter';
import { UnreadCountStore } from '../../ui/shell/unread-count.store';

type Options = Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>;

/**
 * The unread count is wired by two modules that load independently: the sidebar's count
 * (unread-count.module.ts, after Balances has painted) and the inbox area (inbox.module.ts, which reads
 * and deletes messages and keeps the count in step). Whichever loads first binds these; the other
 * finds them bound (two bindings of one identifier would not resolve).
 */
export function bindUnreadCount({ bind, isBound }: Options): void {
  if (isBound(LoadUnreadCount)) return;
  bind(UnreadCountState).toService(UnreadCountStore);
  bind(LoadUnreadCount).toResolvedValue(
    (port: InboxPort, count: UnreadCountState, raise: RaiseLevelOnSuccess, scope: SessionScope) => new LoadUnreadCount(port, count, raise, scope),
    [InboxPort, UnreadCountState, RaiseLevelOnSuccess, SessionScope],
  );
}

export function bindInboxAdapter({ bind, isBound }: Options): void {
  if (!isBound(InboxPort)) bind(InboxPort).to(HttpInboxAdapter);
}

export function bindInboxFake({ bind, isBound }: Options): void {
  if (isBound(InboxPort)) return;
  bind(FakeInbox).toSelf();
  bind(InboxPort).toService(FakeInbox);
}

