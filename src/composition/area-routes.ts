import type { Container } from 'inversify';
import type { PatchRoutesOnNavigationFunction } from 'react-router-dom';
import { rootRouteId } from '../ui/shell/app.routes';
import { withChunkTimeout, withChunkTimeouts } from '../ui/shell/lazy-route';
import type { FeatureArea } from './feature-module';
import { loadArea } from './container';

const segmentsOf = (path: string): string[] => path.split('/').filter((s) => s !== '');

/** How many segments of `path` the prefix covers (':name' matches any one segment), or 0 when it does not. */
function prefixDepth(path: string[], prefix: string): number {
  const wanted = segmentsOf(prefix);
  if (wanted.length === 0 || wanted.length > path.length) return 0;
  return wanted.every((segment, i) => segment === path[i] || (segment.startsWith(':') && path[i] !== '')) ? wanted.length : 0;
}

function depthFor(path: string[], area: FeatureArea): number {
  return Math.max(0, ...area.paths.map((prefix) => prefixDepth(path, prefix)));
}

/**
 * Every area a path needs, parents first: '/summary/0/move-money/new-payment' needs accounts (which
 * owns '/summary/:accountIndex') and then move money, patched under the account's route.
 */
export function areasFor(path: string, areas: readonly FeatureArea[]): FeatureArea[] {
  const segments = segmentsOf(path);
  return areas
    .map((area) => ({ area, depth: depthFor(segments, area) }))
    .filter(({ depth }) => depth > 0)
    .sort((a, b) => a.depth - b.depth)
    .map(({ area }) => area);
}

/** The area whose routes own a path: the deepest whose prefix covers it ('/summary/0/transactions' → accounts). */
export function areaFor(path: string, areas: readonly FeatureArea[]): FeatureArea | undefined {
  return areasFor(path, areas).at(-1);
}

/**
 * React Router asks this when a path matches no route yet (or only the not-found splat): it loads
 * the areas the path needs into the container (in parallel, each under the chunk time-out), then
 * patches each area's routes (each lazy page under the time-out too) under its parent route, parents
 * first, before the first page renders. Patching an area twice is harmless: the router keeps one copy.
 * `areas` is the list itself, or (in the app) the loader of the registry chunk, so the list and its
 * dynamic imports are fetched on the first path that matches no start-up route, not with the log-on page.
 */
export function discoverAreaRoutes(container: Container, areas: readonly FeatureArea[] | (() => Promise<readonly FeatureArea[]>)): PatchRoutesOnNavigationFunction {
  return async ({ path, patch }) => {
    const needed = areasFor(path, typeof areas === 'function' ? await areas() : areas);
    const loaded = await Promise.all(needed.map((area) => withChunkTimeout(() => loadArea(container, area))()));
    // Each area's table is exported with its change routes behind the change guard already
    // (guardChangeRoutes in its routes file; change-routes.spec.ts fails on a flagged route left out):
    // guarding here again would put the guard on the log-on page for nothing.
    needed.forEach((area, i) => patch(area.parent ?? rootRouteId, withChunkTimeouts(loaded[i] ?? [])));
  };
}
