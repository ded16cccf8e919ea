import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './RootLayout';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * Every route sits under one root route (spec 01 section 2). Feature areas contribute their own
 * route arrays (code-split with `lazy`); an unknown path lands on not-found.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, lazy: () => import('./routes/HomeRoute').then((m) => ({ Component: m.HomeRoute })) },
      { path: 'not-found', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
