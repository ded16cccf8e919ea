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

/**
 * Fetches an area's code ahead of the customer (AreaPrefetcher, bound in container.ts). 'all': the
 * area's module and the code of its landing page (its first route and that route's index; for accounts
 * the gate and Balances), so after 'Log on' no chunk is fetched before the accounts request starts (issue
 * 33, goal 2). A lazy route only imports its module; the router's own call later finds it loaded.
 * 'ahead': only the area's `loadAhead` part (nothing for an area without one). Failures are ignored.
 */
export async function prefetchArea(name: string, part: 'ahead' | 'all' = 'all'): Promise<void> {
  const found = Areas.find((area) => area.name === name);
  if (!found) return;
  if (part === 'ahead') {
    await found.loadAhead?.();
    return;
  }
  const area = await found.load();
  const landing = area.routes[0];
  const index = landing?.children?.find((route) => route.index);
  await Promise.all([landing, index].map((route) => (typeof route?.lazy === 'function' ? route.lazy() : undefined)));
}

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };

/** Resolves once the browser is idle (at the latest 2 s on), or a task on where it cannot say. */
function browserIdle(): Promise<void> {
  return new Promise((resolve) => {
    const w = globalThis as unknown as IdleWindow;
    if (typeof w.requestIdleCallback === 'function') w.requestIdleCallback(() => resolve(), { timeout: 2_000 });
    else setTimeout(resolve, 0);
  });
}

/**
 * The sidebar's unread count: the inbox area loaded into the container (`loadArea`, container.ts's),
 * then the inbox module's call.
 * It waits until the browser is idle first. The sidebar shows with the log-on answer, as the customer
 * is moved to Balances: the inbox area's code (ten chunks, for a badge) then stood before Balances' own
 * requests, over HTTP/1.1's six connections a host (the bench's preview; a proxy's) and a slow link's
 * bandwidth (issue 33, goal 2: no request waits for another it does not need). Once the browser is
 * idle, the page being opened has asked for what it shows.
 */
export async function refreshUnreadCount(
  container: Container,
  loadArea: (container: Container, area: FeatureArea) => Promise<unknown>,
  whenIdle: () => Promise<void> = browserIdle,
): Promise<void> {
  await whenIdle();
  const area = Areas.find((a) => a.name === 'inbox');
  if (!area) return;
  await loadArea(container, area);
  const inbox = await import('./modules/inbox.module');
  await inbox.refreshUnreadCount(container);
}
