import { withChunkTimeout } from '../ui/shell/lazy-route';
import { logOnPagePaths } from '../ui/shell/log-on-page-paths';
import type { FeatureArea } from './feature-module';

/** What the lazily loaded registry chunk (lazy-areas.ts) gives start-up. */
export interface AreaRegistry {
  areas: readonly FeatureArea[];
  refreshUnreadCount: typeof import('./lazy-areas').refreshUnreadCount;
  /** Fetches an area's code ahead of the customer (lazy-areas.ts). */
  prefetchArea: typeof import('./lazy-areas').prefetchArea;
}

/**
 * One download of the registry however many callers ask at once, under the chunk load time-out
 * (docs/rules/constants.md: 120 s). A failed or timed-out download is forgotten, so the next navigation
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
 * the first path that matches no start-up route (a deep link, stage 2, the Balances home), and
 * `prefetchAfterLogOnPage` fetches it while the customer types stage 1.
 */
export const loadAreaRegistry = memoisedRegistry(() =>
  import('./lazy-areas').then((m) => ({ areas: m.LazyAreas, refreshUnreadCount: m.refreshUnreadCount, prefetchArea: m.prefetchArea })),
);


interface LocationSource {
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
  state: { location: { pathname: string } };
}

export interface PrefetchTriggers {
  /** Runs the prefetch when the browser is idle. */
  whenIdle(run: () => void): void;
  /** Calls `act` once, on the customer's first key, press or input on the page; answers a way to stop listening. */
  onFirstAction(act: () => void): () => void;
}

/**
 * What the log-on page does not load but the next pages need (the area registry, and stages 2 and 3)
 * is fetched in the background, when the browser is idle, as soon as the customer acts on the log-on
 * page (types the username, presses Continue) or leaves it (a deep link, a later page): so stage 2
 * and the Balances home do not wait for it, and the log-on page's own load carries none of it.
 * A failed prefetch is forgotten (the navigation that needs the chunk tries again).
 */
export function prefetchAfterLogOnPage(router: LocationSource, prefetch: () => Promise<unknown>, triggers: PrefetchTriggers = browserTriggers): void {
  let started = false;
  const unsubscribe = router.subscribe((state) => {
    if (!logOnPagePaths.has(state.location.pathname)) start();
  });
  const stopListening = triggers.onFirstAction(start);
  function start(): void {
    if (started) return;
    started = true;
    unsubscribe();
    stopListening();
    triggers.whenIdle(() => void prefetch().catch(() => {}));
  }
  if (!logOnPagePaths.has(router.state.location.pathname)) start();
}

const customerActions = ['keydown', 'pointerdown', 'input'] as const;

const browserTriggers: PrefetchTriggers = {
  whenIdle(run) {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 0);
  },
  onFirstAction(act) {
    const stop = () => customerActions.forEach((type) => document.removeEventListener(type, act, { capture: true }));
    customerActions.forEach((type) => document.addEventListener(type, act, { capture: true, passive: true }));
    return stop;
  },
};
