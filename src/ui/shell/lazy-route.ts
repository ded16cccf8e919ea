import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Constants } from '../../core/shared/constants';

/** The message of the error a chunk that never arrives ends in (the route error page shows FD892T). */
export const chunkTimeoutMessage = 'Chunk load timed out';

const timed = new WeakSet<object>();

/**
 * A download that gives up after the chunk load time-out (docs/rules/constants.md: 120 seconds), so a
 * stalled chunk ends on the error page with its Home button instead of a page that never comes.
 */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs: number = Constants.chunkLoadTimeoutMs): () => Promise<T> {
  if (timed.has(load)) return load;
  const guarded = () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(chunkTimeoutMessage)), timeoutMs);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  timed.add(guarded);
  return guarded;
}

/** True when a route's `lazy` gives up after the chunk load time-out. */
export function hasChunkTimeout(lazy: unknown): boolean {
  return typeof lazy === 'function' && timed.has(lazy);
}

/**
 * The same routes with every `lazy` at any depth under the chunk load time-out: the shell applies it
 * to its own routes and composition to each area's, so no route is left without it.
 */
export function withChunkTimeouts(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const copy = { ...route } as RouteObject;
    if (typeof route.lazy === 'function') copy.lazy = withChunkTimeout(route.lazy);
    if (route.children) copy.children = withChunkTimeouts(route.children);
    return copy;
  });
}

/**
 * A route's `lazy` taking one named export of a page module as the route's component:
 *   { path: 'gel', lazy: lazyRoute(() => import('./routes/GelPage'), 'GelPage') }
 */
export function lazyRoute<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
): () => Promise<{ Component: ComponentType }> {
  return () => load().then((module) => ({ Component: module[exportName] as ComponentType }));
}
