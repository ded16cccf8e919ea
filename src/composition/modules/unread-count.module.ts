import { ContainerModule, type Container } from 'inversify';
import type { AreaDefinition, FeatureModule } from '../feature-module';
import { LoadUnreadCount } from '../../core/inbox/load-unread-count.use-case';
import { unreadCountBindings } from './unread-count.bindings';

/**
 * The sidebar's unread count on its own: the inbox port's adapter and LoadUnreadCount, none of the
 * inbox area's pages, view models, routes or other use cases. The sidebar shows with the log-on
 * answer, while Balances is being fetched: the whole inbox area's code there competed with Balances'
 * own requests. The inbox area needs the same bindings.
 */
export const unreadCountFeature: FeatureModule = {
  name: 'unread-count',
  needs: [unreadCountBindings],
  application: new ContainerModule(() => {}),
  adapters: () => new ContainerModule(() => {}),
  fakes: () => new ContainerModule(() => {}),
};

/** Loaded through `loadArea` like an area (once per container), with no routes of its own. */
export const unreadCountArea: AreaDefinition = { feature: unreadCountFeature, routes: [] };

/** The shell's seam (container.ts, UnreadCountRefresher): asks the bank for the count. */
export async function refreshUnreadCount(container: Container): Promise<void> {
  await container.get(LoadUnreadCount).execute();
}
