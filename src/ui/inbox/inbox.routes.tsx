import { Navigate, type RouteObject } from 'react-router-dom';

/** /inbox, /inbox/{tab} and /inbox/{tab}/{messageId} (docs/rules/customer-screens.md). Lazy per page. */
export const inboxRoutes: RouteObject[] = [
  {
    path: 'inbox',
    lazy: () => import('./InboxLayout').then((m) => ({ Component: m.InboxLayout })),
    children: [
      { index: true, element: <Navigate to="received" replace /> },
      { path: ':tab', lazy: () => import('./InboxListPage').then((m) => ({ Component: m.InboxListPage })) },
      { path: ':tab/:messageId', lazy: () => import('./MessagePage').then((m) => ({ Component: m.MessagePage })) },
    ],
  },
];
