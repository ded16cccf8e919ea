import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { ContainerProvider } from '../../di/container-context';
import { accountsRoutes } from '../../accounts/accounts.routes';
import { accountRouteId } from '../../shell/app.routes';
import { moveMoneyRoutes } from '../move-money.routes';

/** The accounts routes with the move-money area patched under the account route, as the app does. */
function withMoveMoney(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withMoveMoney(route.children) : undefined;
    if (route.id === accountRouteId) return { ...route, children: [...(children ?? []), ...moveMoneyRoutes] } as RouteObject;
    return (children ? { ...route, children } : route) as RouteObject;
  });
}

/** For component tests: the move-money pages in a memory router over a container with every area. */
export function renderMoveMoney(container: Container, path: string) {
  const router = createMemoryRouter(
    [{ path: '/', element: <Outlet />, children: [...withMoveMoney(accountsRoutes), { path: '*', element: <p>Elsewhere</p> }] }],
    { initialEntries: [path] },
  );
  const view = render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return { router, ...view };
}
