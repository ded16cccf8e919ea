import { withChunkTimeout } from '../ui/shell/lazy-route';
import type { FeatureArea } from './feature-module';

/** What the lazily loaded registry chunk (lazy-areas.ts) gives start-up. */
export interface AreaRegistry {
  areas: readonly FeatureArea[];
  refreshUnreadCount: typeof import('./lazy-areas').refreshUnreadCount;
}

/**
 * One download of the registry however many callers ask at once, under the chunk load time-out
 * (spec 01 section 9: 120 s). A failed or timed-out download is forgotten, so the next navigation
 * (or the next caller) tries again instead of failing for the rest of the session.
 */
export function memoisedRegistry(load: () => Promise<AreaRegistry>, timeoutMs?: number): () => Promise<AreaRegistry> {
  let loading: Promise<AreaRegistry> | undefined;
  return () => {
    if (!loading) {
      const attempt = withChunkTimeout(load, timeoutMs)();
      attempt.catch(() => {
        if (loading === attempt) loading = undefined;
      });
      loading = attempt;
    }
    return loading;
  };
}

/**
 * The feature areas (areas.ts), in a chunk the log-on page never loads: the router asks for it on
 * the first path that matches no start-up route (a deep link, or the Balances home after log-on),
 * and `prefetchAreasAfterStageOne` fetches it while the customer types stage 2.
 */
export const loadAreaRegistry = memoisedRegistry(() =>
  import('./lazy-areas').then((m) => ({ areas: m.LazyAreas, refreshUnreadCount: m.refreshUnreadCount })),
);

/** The log-on page's own paths: the index redirect and stage 1. */
const logOnPagePaths = new Set(['/', '/authentication/username']);

interface LocationSource {
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
  state: { location: { pathname: string } };
}

/**
 * Once the customer leaves the log-on page (stage 1 sent, or any other page), fetch the registry in
 * the background when the browser is idle, so the Balances home does not wait for it after stage 3.
 * A failed prefetch is forgotten (the navigation that needs the registry tries again).
 */
export function prefetchAreasAfterStageOne(router: LocationSource, prefetch: () => Promise<unknown>, whenIdle: (run: () => void) => void = runWhenIdle): void {
  let started = false;
  const unsubscribe = router.subscribe((state) => start(state.location.pathname));
  function start(pathname: string): void {
    if (started || logOnPagePaths.has(pathname)) return;
    started = true;
    unsubscribe();
    whenIdle(() => void prefetch().catch(() => {}));
  }
  start(router.state.location.pathname);
}

function runWhenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 0);
}
