import type { ComponentType } from 'react';
import { Constants } from '../../core/shared/constants';

/** The message of the error a chunk that never arrives ends in (the route error page shows FD892T). */
export const chunkTimeoutMessage = 'Chunk load timed out';

/**
 * A route's `lazy` that gives up after the chunk load time-out (spec 01 section 9: 120 seconds), so
 * a stalled download ends on the error page with its Home button instead of a page that never comes.
 *   { path: 'summary', lazy: lazyRoute(() => import('./SummaryPage'), 'SummaryPage') }
 */
export function lazyRoute<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
  timeoutMs: number = Constants.chunkLoadTimeoutMs,
): () => Promise<{ Component: ComponentType }> {
  return () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(chunkTimeoutMessage)), timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve({ Component: module[exportName] as ComponentType });
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}
