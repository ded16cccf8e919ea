import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './RootLayout';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';
import { lazyRoute } from './lazy-route';
import { StartupView } from './StartupView';
import { authRoutes, topLevelAuthRoutes } from '../auth/auth.routes';
import { accountsRoutes } from '../accounts/accounts.routes';

/**
 * Every route sits under one root route (spec 01 section 2). Feature areas contribute their own
 * route arrays (code-split with `lazy`); an unknown path lands on not-found.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <StartupView />,
    children: [
      { index: true, lazy: lazyRoute(() => import('./routes/HomeRoute'), 'HomeRoute') },
      { path: 'authentication', children: authRoutes },
      ...topLevelAuthRoutes,
      ...accountsRoutes,
      { path: 'gel', lazy: lazyRoute(() => import('./routes/GelPage'), 'GelPage') },
      { path: 'not-found', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
