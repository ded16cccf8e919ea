import type { RouteObject } from 'react-router-dom';

const errorPage = () => import('./error/AuthErrorPage').then((m) => ({ Component: m.AuthErrorPage }));
const logOffPage = () => import('./logoff/LogOffPage').then((m) => ({ Component: m.LogOffPage }));

/**
 * Where a log-on or a session ends (docs/rules/log-on-screens.md): the error pages under /authentication and
 * log-off, at /authentication/logoff and at the top level. An area of its own, so the log-on page does
 * not carry their view models and message tables; it loads with the first of these pages.
 */
export const logOffAndErrorsRoutes: RouteObject[] = [
  { path: 'authentication/error', lazy: errorPage },
  { path: 'authentication/error/:code', lazy: errorPage },
  { path: 'authentication/logoff', lazy: logOffPage },
  { path: 'authentication/logoff/:reason', lazy: logOffPage },
  { path: 'logoff', lazy: logOffPage },
  { path: 'logoff/:reason', lazy: logOffPage },
];
