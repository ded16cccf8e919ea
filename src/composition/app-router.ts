import type { Container } from 'inversify';
import { createHashRouter } from 'react-router-dom';
import { appRoutes } from '../ui/shell/app.routes';
import { discoverAreaRoutes } from './area-routes';
import { loadAreaRegistry, prefetchAreasAfterStageOne } from './area-registry';

/**
 * The app's router: the start-up routes now, each area's routes when a path first needs them. The
 * area registry itself is a lazy chunk (area-registry.ts), so the log-on page holds no byte per area.
 */
export function createAppRouter(container: Container) {
  const router = createHashRouter(appRoutes, {
    patchRoutesOnNavigation: discoverAreaRoutes(container, () => loadAreaRegistry().then((registry) => registry.areas)),
  });
  prefetchAreasAfterStageOne(router, loadAreaRegistry);
  return router;
}
