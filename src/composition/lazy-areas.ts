import type { Container } from 'inversify';
import type { FeatureArea } from './feature-module';
import { Areas } from './areas';
import { balancesPaintedMark } from '../ui/shared/perf-marks';

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
 * the gate and Balances), so after 'Log on' no chunk is fetched before the accounts request starts. A
 * lazy route only imports its module; the router's own call later finds it loaded.
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
 * Resolves once Balances has painted its accounts (the page's own mark, set after the paint) after
 * this call, or after `limitMs` when the customer went elsewhere (a deep link, a later log-on's page)
 * or the browser keeps no marks.
 */
export function balancesPainted(limitMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || typeof performance === 'undefined') return resolve();
    const since = performance.now();
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName(balancesPaintedMark, 'mark').some((mark) => mark.startTime >= since)) return;
      done();
    });
    const timer = setTimeout(done, limitMs);
    function done(): void {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe({ type: 'mark' });
  });
}

/** After Balances has painted, then once the browser is idle: what the page opened asked for goes first. */
const afterBalances = () => balancesPainted().then(browserIdle);

/**
 * The sidebar's count as an area with no routes: loaded into the container once by `loadArea`
 * (container.ts's) like the others, and never in the route table.
 */
const unreadCount: FeatureArea = {
  name: 'unread-count',
  paths: [],
  load: () => import('./modules/unread-count.module').then((m) => m.unreadCountArea),
};

/**
 * The sidebar's unread count: the inbox port and LoadUnreadCount alone (unread-count.module.ts), not
 * the inbox area's code, and only once Balances has painted. The sidebar shows with the log-on answer,
 * as the customer is moved to Balances: the inbox area's code (ten chunks, for a badge) then stood
 * before Balances' own requests, over HTTP/1.1's six connections a host and a slow link's bandwidth.
 */
export async function refreshUnreadCount(
  container: Container,
  loadArea: (container: Container, area: FeatureArea) => Promise<unknown>,
  whenReady: () => Promise<void> = afterBalances,
): Promise<void> {
  await whenReady();
  await loadArea(container, unreadCount);
  const count = await import('./modules/unread-count.module');
  await count.refreshUnreadCount(container);
}
