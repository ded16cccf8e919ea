import type { RouteObject } from 'react-router-dom';

/**
 * Authentication routes (spec 01 section 2), mounted under /authentication by the shell, plus the
 * top-level /logoff. Each page is lazy so the log-on page loads only what it needs.
 */
export const authRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./username/UsernamePage').then((m) => ({ Component: m.UsernamePage })) },
  { path: 'username', lazy: () => import('./username/UsernamePage').then((m) => ({ Component: m.UsernamePage })) },
  { path: 'password', lazy: () => import('./password/PasswordPage').then((m) => ({ Component: m.PasswordPage })) },
  { path: 'securetoken', lazy: () => import('./securetoken/SecureTokenPage').then((m) => ({ Component: m.SecureTokenPage })) },
  { path: 'forward', lazy: () => import('./helpers/TransitPages').then((m) => ({ Component: m.ForwardPage })) },
  { path: 'new-session', lazy: () => import('./helpers/NewSessionPage').then((m) => ({ Component: m.NewSessionPage })) },
  {
    path: 'forgotten-dsk-password',
    lazy: () => import('./helpers/ForgottenDskPasswordPage').then((m) => ({ Component: m.ForgottenDskPasswordPage })),
  },
];

/**
 * Routes at the top level that belong to this area: log-off and the identity service's level-40
 * redirect. (The token choice is the activation area's, `ui/activation`.)
 */
export const topLevelAuthRoutes: RouteObject[] = [
  { path: 'idv/cam40redirect', lazy: () => import('./helpers/TransitPages').then((m) => ({ Component: m.Cam40RedirectPage })) },
];
