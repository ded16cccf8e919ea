import type { RouteObject } from 'react-router-dom';

/**
 * manage-account (list), manage-account/{categorySlug} and manage-account/{categorySlug}/message/{formId}
 * [/{formStage}] (spec 02 section 2), patched under /summary/{accountIndex} (relative paths).
 */
export const manageAccountRoutes: RouteObject[] = [
  {
    path: 'manage-account',
    lazy: () => import('./ManageAccountLayout').then((m) => ({ Component: m.ManageAccountLayout })),
    children: [
      { index: true, lazy: () => import('./ManageAccountPage').then((m) => ({ Component: m.ManageAccountPage })) },
      { path: ':categorySlug', lazy: () => import('./CategoryPage').then((m) => ({ Component: m.CategoryPage })) },
      {
        path: ':categorySlug/message/:formId',
        lazy: () => import('./ManageAccountJourney').then((m) => ({ Component: m.ManageAccountJourney })),
        children: [
          { index: true, lazy: () => import('./steps').then((m) => ({ Component: m.DetailsStep })) },
          { path: 'review', lazy: () => import('./steps').then((m) => ({ Component: m.ReviewStep })) },
          { path: 'confirm', lazy: () => import('./steps').then((m) => ({ Component: m.ConfirmStep })) },
        ],
      },
    ],
  },
];
