import type { RouteObject } from 'react-router-dom';
import { PasswordPage } from './password/PasswordPage';
import { SecureTokenPage } from './securetoken/SecureTokenPage';

/**
 * The later log-on stages and their helper pages (docs/rules/log-on-screens.md): an area of its own
 * (composition's `log-on-stages.module.ts`), so their view models, forms and validators are not in
 * the log-on page. Stages 2 and 3 come in the area's chunk itself (they always follow each other, and
 * composition fetches the area while the customer types stage 1); the helper pages stay lazy.
 */
export const logOnStagesRoutes: RouteObject[] = [
  { path: 'authentication/password', Component: PasswordPage },
  { path: 'authentication/securetoken', Component: SecureTokenPage },
  { path: 'authentication/forward', lazy: () => import('./helpers/TransitPages').then((m) => ({ Component: m.ForwardPage })) },
  { path: 'authentication/new-session', lazy: () => import('./helpers/NewSessionPage').then((m) => ({ Component: m.NewSessionPage })) },
  {
    path: 'authentication/forgotten-dsk-password',
    lazy: () => import('./helpers/ForgottenDskPasswordPage').then((m) => ({ Component: m.ForgottenDskPasswordPage })),
  },
  // The identity service's level-40 redirect, at the top level. (The token choice is the activation area's.)
  { path: 'idv/cam40redirect', lazy: () => import('./helpers/TransitPages').then((m) => ({ Component: m.Cam40RedirectPage })) },
];
