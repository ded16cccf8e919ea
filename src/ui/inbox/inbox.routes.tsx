import { Navigate, type RouteObject } from 'react-router-dom';
import { guardChangeRoutes } from '../shared/change-access/RequireChangeAccess';
import { changesSomething } from '../shared/change-access/change-routes';

/**
 * /inbox, /inbox/{tab} and /inbox/{tab}/{messageId} (docs/rules/customer-screens.md). Lazy per page.
 * The reply to a received message is the message route's index child, drawn where the message page
 * puts its outlet: the address stays the message's, and the reply is declared a change in this table,
 * so the change guard asks ib-status before the form while the message itself stays readable.
 */
export const inboxRoutes: RouteObject[] = guardChangeRoutes([
  {
    path: 'inbox',
    lazy: () => import('./InboxLayout').then((m) => ({ Component: m.InboxLayout })),
    children: [
      { index: true, element: <Navigate to="received" replace /> },
      { path: ':tab', lazy: () => import('./InboxListPage').then((m) => ({ Component: m.InboxListPage })) },
      {
        path: ':tab/:messageId',
        lazy: () => import('./MessagePage').then((m) => ({ Component: m.MessagePage })),
        children: [{ index: true, handle: changesSomething, lazy: () => import('./MessagePage').then((m) => ({ Component: m.ReplyRoute })) }],
      },
    ],
  },
]);
