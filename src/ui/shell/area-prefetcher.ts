/**
 * Fetches an area's code ahead of the customer, without loading it into the container or its routes.
 * Bound in composition (container.ts) to the area's `load()`: the browser keeps the module, so the
 * navigation that needs it later finds it there. Pages ask through usePrefetchOnIdle
 * (use-prefetch-on-idle.ts). Only this token is start-up code; the area's code stays out of the log-on page.
 */
export const AreaPrefetcher = Symbol('AreaPrefetcher');
export type PrefetchPart = 'ahead' | 'all';
export interface AreaPrefetcher {
  /**
   * `area`: a name in composition/areas.ts. `part` 'all' (the default): the area and its landing page's
   * code; 'ahead': only the part an area names to be fetched a step earlier (a
   * journey step fetches at most 30 KiB of JavaScript). A failed fetch is ignored: the navigation tries again.
   */
  prefetch(area: string, part?: PrefetchPart): void;
}
