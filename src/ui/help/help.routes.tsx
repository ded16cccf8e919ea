import { Navigate, type RouteObject } from 'react-router-dom';
import type { HubId } from '../../core/help/faq';
import { guardChangeRoutes } from '../shared/change-access/RequireChangeAccess';
import { changesSomething } from '../shared/change-access/change-routes';

const hubRoutes = (hub: HubId): RouteObject => ({
  path: hub,
  lazy: () => import('./HubLayout').then((m) => ({ Component: m.hubLayout(hub) })),
  children: [
    { index: true, lazy: () => import('./HubIndexPage').then((m) => ({ Component: m.HubIndexPage })) },
    // /{hub}/info has no page of its own: it opens the first topic.
    { path: 'info', lazy: () => import('./InfoIndex').then((m) => ({ Component: m.InfoIndex })) },
    { path: 'info/:categorySlug', lazy: () => import('./CategoryPage').then((m) => ({ Component: m.CategoryPage })) },
    {
      path: 'info/:categorySlug/message/:encoded',
      handle: changesSomething,
      lazy: () => import('./HubMessageRoute').then((m) => ({ Component: m.HubMessageRoute })),
      children: [
        { index: true, lazy: () => import('../shared/messages/steps').then((m) => ({ Component: m.GeneralDetailsStep })) },
        { path: 'review', lazy: () => import('../shared/messages/steps').then((m) => ({ Component: m.ReviewStep })) },
        { path: 'confirm', lazy: () => import('../shared/messages/steps').then((m) => ({ Component: m.ConfirmStep })) },
      ],
    },
    { path: '*', element: <Navigate to="/not-found" replace /> },
  ],
});

/**
 * Help and contact's hubs (docs/rules/customer-screens.md): /travel and /security, each with /info,
 * /info/{categorySlug} and /info/{categorySlug}/message/{encoded}. Lazy per page. The message form
 * sends a message, so its route is flagged as a change and put behind the change guard here.
 */
export const helpRoutes: RouteObject[] = guardChangeRoutes([hubRoutes('travel'), hubRoutes('security')]);
