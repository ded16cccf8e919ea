import type { RouteObject } from 'react-router-dom';
import { guardChangeRoutes } from '../shared/change-access/RequireChangeAccess';
import { changing } from '../shared/change-access/change-routes';
import { Navigate } from 'react-router-dom';
import type { GeneralFormId } from '../shared/messages/general-forms';

const journeyRoutes = (path: string, id: GeneralFormId): RouteObject => ({
  path,
  lazy: () => import('./GeneralMessageJourney').then((m) => ({ Component: m.generalMessageJourney(id) })),
  children: [
    { index: true, lazy: () => import('../shared/messages/steps').then((m) => ({ Component: m.GeneralDetailsStep })) },
    { path: 'review', lazy: () => import('../shared/messages/steps').then((m) => ({ Component: m.ReviewStep })) },
    { path: 'confirm', lazy: () => import('../shared/messages/steps').then((m) => ({ Component: m.ConfirmStep })) },
  ],
});

/**
 * Help and contact's contact-us (info, new-message, feedback; each form's confirm is its journey's
 * last step) and My details' send-message/anything-else[/{stage}] (docs/rules/customer-screens.md).
 */
export const messagesRoutes: RouteObject[] = guardChangeRoutes([
  { path: 'contact-us', lazy: () => import('./ContactUsPage').then((m) => ({ Component: m.ContactUsPage })) },
  { path: 'contact-us/info', element: <Navigate to="/contact-us" replace /> },
  // contact-us/confirm (spec 02): each form confirms as its journey's last step; opened by itself (a
  // bookmark, Back after the journey ended) there is nothing to confirm, so it goes to the start, as
  // every deep link into the middle of a journey does.
  { path: 'contact-us/confirm', element: <Navigate to="/contact-us" replace /> },
  // Each form behind the one change guard (ib-status), then send-allowed inside its first step.
  ...changing([
    journeyRoutes('contact-us/new-message', 'new-message'),
    journeyRoutes('contact-us/feedback', 'feedback'),
    journeyRoutes('send-message/anything-else', 'anything-else'),
  ]),
]);
