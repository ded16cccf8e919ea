import { Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { lazyRoute, withChunkTimeouts } from './lazy-route';
import { StartupView } from './StartupView';
import { authRoutes } from '../auth/auth.routes';

/** The root route's id: feature areas' routes are patched in under it when first needed. */
export const rootRouteId = 'root';

/**
 * The id of `/summary/:accountIndex` (the accounts area's account layout): areas nested under an
 * account (move money, manage money, manage account) are patched in under it.
 */
export const accountRouteId = 'account';

/**
 * Every route sits under one root route (docs/rules/log-on-screens.md). These are the start-up routes: the
 * shell and the log-on area. Each feature area's routes arrive with the area (composition/areas.ts).
 * An unknown path redirects to /not-found, so the address changes.
 */
export const appRoutes: RouteObject[] = withChunkTimeouts([
  {
    id: rootRouteId,
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // Shown while the first route's code arrives. Under the dev server the app renders at once; a
    // production build renders only once the first route's code is here (firstPageReady in main.tsx),
    // so the router never shows it there and the log-on page carries none of it.
    ...(import.meta.env.DEV ? { hydrateFallbackElement: <StartupView /> } : {}),
    children: [
      { index: true, lazy: lazyRoute(() => import('./routes/HomeRoute'), 'HomeRoute') },
      { path: 'authentication', children: authRoutes },
      // A developer page (docs/rules/customer-screens.md): not in a production build (VITE_BANK_ENV=prod); the
      // other developer pages are an area (composition/areas.ts).
      ...(import.meta.env.VITE_BANK_ENV === 'prod' ? [] : [{ path: 'gel', lazy: lazyRoute(() => import('./routes/GelPage'), 'GelPage') }]),
      // Lazy: no customer on the log-on page needs it.
      { path: 'not-found', lazy: lazyRoute(() => import('./NotFoundPage'), 'NotFoundPage') },
      { path: '*', element: <Navigate replace to="/not-found" /> },
    ],
  },
]);
