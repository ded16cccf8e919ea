import type { RouteObject } from 'react-router-dom';
import { guardChangeRoutes } from '../shared/change-access/RequireChangeAccess';
import { changesSomething } from '../shared/change-access/change-routes';

/**
 * manage-account (list), manage-account/{categorySlug} and manage-account/{categorySlug}/message/{formId}
 * [/{formStage}] (docs/rules/customer-screens.md), patched under /summary/{accountIndex} (relative paths).
 * `extra` are pages of the area that composition switches on (the account's nickname), beside the
 * list and before `:categorySlug`.
 */
export const manageAccountRoutesWith = (extra: readonly RouteObject[]): RouteObject[] => guardChangeRoutes([
  {
    path: 'manage-account',
    lazy: () => import('./ManageAccountLayout').then((m) => ({ Component: m.ManageAccountLayout })),
    children: [
      { index: true, lazy: () => import('./ManageAccountPage').then((m) => ({ Component: m.ManageAccountPage })) },
      ...extra,
      { path: ':categorySlug', lazy: () => import('./CategoryPage').then((m) => ({ Component: m.CategoryPage })) },
      {
        path: ':categorySlug/message/:formId',
        handle: changesSomething,
        lazy: () => import('./ManageAccountJourney').then((m) => ({ Component: m.ManageAccountJourney })),
        children: [
          { index: true, lazy: () => import('./steps').then((m) => ({ Component: m.DetailsStep })) },
          { path: 'review', lazy: () => import('./steps').then((m) => ({ Component: m.ReviewStep })) },
          { path: 'confirm', lazy: () => import('./steps').then((m) => ({ Component: m.ConfirmStep })) },
        ],
      },
    ],
  },
]);
