import type { RouteObject } from 'react-router-dom';
import { guardChangeRoutes } from '../shared/change-access/RequireChangeAccess';
import { changing } from '../shared/change-access/change-routes';

/**
 * open-banking, with information-sharing, funds-availability and recurring-payments, each with an
 * authorisation/{authState} page and an optional /{id} (docs/rules/customer-screens.md); a consent's revocation is
 * a journey under /{id}/revoke: the warning with its confirmation (index) → confirm.
 */
const revoke = () => import('./revoke/RevokeJourney');

export const openBankingRoutes: RouteObject[] = guardChangeRoutes([
  {
    path: 'open-banking',
    lazy: () => import('./OpenBankingLayout').then((m) => ({ Component: m.OpenBankingLayout })),
    children: [
      { index: true, lazy: () => import('./DashboardPage').then((m) => ({ Component: m.DashboardPage })) },
      { path: ':section', lazy: () => import('./DashboardPage').then((m) => ({ Component: m.DashboardPage })) },
      // Approving and revoking change something: behind the one change guard.
      ...changing([
        {
          path: ':section/authorisation/:authState',
          lazy: () => import('./authorisation/AuthorisationPage').then((m) => ({ Component: m.AuthorisationPage })),
        },
        // The optional /{id} of docs/rules/customer-screens.md: the same request page (the id is not read).
        {
          path: ':section/authorisation/:authState/:id',
          lazy: () => import('./authorisation/AuthorisationPage').then((m) => ({ Component: m.AuthorisationPage })),
        },
      ]),
      { path: ':section/:consentId', lazy: () => import('./consent/ConsentPage').then((m) => ({ Component: m.ConsentPage })) },
      ...changing([{
        path: ':section/:consentId/revoke',
        lazy: () => revoke().then((m) => ({ Component: m.RevokeJourney })),
        children: [
          { index: true, lazy: () => revoke().then((m) => ({ Component: m.RevokeReview })) },
          { path: 'confirm', lazy: () => revoke().then((m) => ({ Component: m.RevokeConfirm })) },
        ],
      }]),
    ],
  },
]);
