import type { Container } from 'inversify';
import { createHashRouter } from 'react-router-dom';
import { IdentityRoutes } from '../core/identity/identity-step';
import { appRoutes } from '../ui/shell/app.routes';
import { areasFor, discoverAreaRoutes } from './area-routes';
import { loadAreaRegistry, prefetchAfterLogOnPage } from './area-registry';
import { loadArea } from './container';

/**
 * The app's router: the start-up routes now, each area's routes when a path first needs them. The
 * area registry itself is a lazy chunk (area-registry.ts), so the log-on page holds no byte per area;
 * the registry and stage 2's area are fetched while the customer types stage 1.
 */
export function createAppRouter(container: Container) {
  const router = createHashRouter(appRoutes, {
    patchRoutesOnNavigation: discoverAreaRoutes(container, () => loadAreaRegistry().then((registry) => registry.areas)),
  });
  prefetchAfterLogOnPage(router, async () => {
    const { areas } = await loadAreaRegistry();
    await Promise.all(areasFor(IdentityRoutes.password, areas).map((area) => loadArea(container, area)));
  });
  return router;
}
