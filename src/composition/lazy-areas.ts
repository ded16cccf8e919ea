import type { Container } from 'inversify';
import type { FeatureArea } from './feature-module';
import { Areas } from './areas';

/**
 * What start-up reaches only through `loadAreaRegistry()` (area-registry.ts): the area registry and
 * the calls into an area's module that the shell makes. It is a chunk of its own, so every dynamic
 * import of an area (and the list of files each one preloads) stays out of the log-on page: adding
 * an area to areas.ts adds no byte there.
 */
export const LazyAreas: readonly FeatureArea[] = Areas;

/** The sidebar's unread count: the inbox module's call, once the inbox area is in the container. */
export async function refreshUnreadCount(container: Container): Promise<void> {
  const inbox = await import('./modules/inbox.module');
  await inbox.refreshUnreadCount(container);
}
