import { useEffect } from 'react';
import { useOptionalInjection } from '../di/container-context';
import { AreaPrefetcher, type PrefetchPart } from './area-prefetcher';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/**
 * Prefetches `area` once the browser is idle after this page mounted: the customer is still typing
 * on this page, so the next page's code arrives during time they spend anyway, off the path from
 * their press to the next page (docs/architecture.md, "The customer's main journey, measured").
 */
export function usePrefetchOnIdle(area: string, part: PrefetchPart = 'all'): void {
  const prefetcher = useOptionalInjection<AreaPrefetcher>(AreaPrefetcher);
  useEffect(() => {
    if (!prefetcher) return undefined;
    const w = window as IdleWindow;
    if (w.requestIdleCallback && w.cancelIdleCallback) {
      const id = w.requestIdleCallback(() => prefetcher.prefetch(area, part), { timeout: 2_000 });
      const cancel = w.cancelIdleCallback;
      return () => cancel(id);
    }
    const timer = setTimeout(() => prefetcher.prefetch(area, part), 500);
    return () => clearTimeout(timer);
  }, [prefetcher, area, part]);
}
