import type { Container } from 'inversify';
import type { PatchRoutesOnNavigationFunction } from 'react-router-dom';
import { rootRouteId } from '../ui/shell/app.routes';
import { withChunkTimeout, withChunkTimeouts } from '../ui/shell/lazy-route';
import type { FeatureArea } from './feature-module';
import { loadArea } from './container';

/** The area whose routes own a path, by whole-segment prefix ('/summary/0/transactions' → accounts). */
export function areaFor(path: string, areas: readonly FeatureArea[]): FeatureArea | undefined {
  const wanted = path.replace(/^\/+/, '').replace(/\/+$/, '');
  return areas.find((area) => area.paths.some((prefix) => wanted === prefix || wanted.startsWith(`${prefix}/`)));
}

/**
 * React Router asks this when a path matches no route yet (or only the not-found splat): it loads
 * the owning area into the container, under the chunk time-out, then patches the area's routes
 * (each lazy page under the time-out too) under the root route, before the first page renders.
 */
export function discoverAreaRoutes(container: Container, areas: readonly FeatureArea[]): PatchRoutesOnNavigationFunction {
  return async ({ path, patch }) => {
    const area = areaFor(path, areas);
    if (!area) return;
    const routes = await withChunkTimeout(() => loadArea(container, area))();
    patch(rootRouteId, withChunkTimeouts(routes));
  };
}
