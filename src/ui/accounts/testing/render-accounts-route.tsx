import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { ContainerProvider } from '../../di/container-context';
import { accountsRoutes } from '../accounts.routes';

/**
 * For component tests: the accounts routes in a memory router over a given container (the spec
 * builds it, usually await buildContainerWithAreas({ kind: 'fake' })). Other paths render a marker paragraph so a
 * test can see where a link or redirect led.
 */
export function renderAccountsRoute(container: Container, path: string) {
  const routes: RouteObject[] = [
    {
      path: '/',
      element: <Outlet />,
      children: [...accountsRoutes, { path: '*', element: <p>Elsewhere</p> }],
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
