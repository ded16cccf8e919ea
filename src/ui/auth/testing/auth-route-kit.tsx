import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { Container } from 'inversify';
import { Navigator } from '../../../core/shared/navigator.port';
import { ContainerProvider } from '../../di/container-context';
import { authRoutes } from '../auth.routes';
import { logOnStagesRoutes } from '../log-on-stages.routes';
import { logOffAndErrorsRoutes } from '../log-off-and-errors.routes';

/**
 * Test support for the auth pages' specs (never imported by the app): renders the auth routes at
 * `path` in a memory router, with the given container, and points the container's Navigator at that
 * router, so use cases move the customer between the real pages. The caller builds the container
 * (composition's fake profile, with its areas: buildContainerWithAreas), since only specs may reach
 * composition. The error and log-off pages are always there; `areaRoutes` adds another area's routes.
 */
export function renderAuthRoute(container: Container, path: string, areaRoutes: RouteObject[] = []) {
  const routes: RouteObject[] = [
    {
      path: '/',
      hydrateFallbackElement: <p>Loading</p>,
      children: [
        { path: 'authentication', children: authRoutes },
        ...logOnStagesRoutes,
        ...logOffAndErrorsRoutes,
        ...areaRoutes,
        { path: 'summary', element: <h1>Balances</h1> },
        { path: '*', element: <h1>Elsewhere</h1> },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const left: string[] = [];
  const navigator: Navigator = {
    goTo: (to, options) => void router.navigate(to, { replace: options?.replace }),
    leaveTo: (url) => void left.push(url),
    here: () => `${router.state.location.key} ${router.state.location.pathname}`,
  };
  if (container.isBound(Navigator)) container.unbind(Navigator);
  container.bind(Navigator).toConstantValue(navigator);
  const view = render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return { ...view, router, left, path: () => router.state.location.pathname };
}
