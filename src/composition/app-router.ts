import type { Container } from 'inversify';
import { createHashRouter } from 'react-router-dom';
import { appRoutes } from '../ui/shell/app.routes';
import { Areas } from './areas';
import { discoverAreaRoutes } from './area-routes';

/** The app's router: the start-up routes now, each area's routes when a path first needs them. */
export function createAppRouter(container: Container) {
  return createHashRouter(appRoutes, { patchRoutesOnNavigation: discoverAreaRoutes(container, Areas) });
}
