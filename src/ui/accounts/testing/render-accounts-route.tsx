import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { ContainerProvider } from '../../di/container-context';
import { accountRouteId } from '../../shell/app.routes';
import { accountsRoutes } from '../accounts.routes';

/**
 * For component tests: the accounts routes in a memory router over a given container (the spec
 * builds it, usually await buildContainerWithAreas({ kind: 'fake' })). Other paths render a marker paragraph so a
 * test can see where a link or redirect led.
 */
export function renderAccountsRoute(container: Container, path: string, nestedUnderAccount: RouteObject[] = []) {
  const routes: RouteObject[] = [
    {
      path: '/',
      element: <Outlet />,
      children: [...withNested(accountsRoutes, nestedUnderAccount), { path: '*', element: <p>Elsewhere</p> }],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return { router, ...view };
}

/** A nested area's routes (move money, manage money) as children of the account route, as the app patches them. */
function withNested(routes: RouteObject[], nested: RouteObject[]): RouteObject[] {
  if (nested.length === 0) return routes;
  return routes.map((route) => {
    const children = route.children ? withNested(route.children, nested) : undefined;
    if (route.id === accountRouteId) return { ...route, children: [...(children ?? []), ...nested] } as RouteObject;
    return children ? ({ ...route, children } as RouteObject) : route;
  });
}
