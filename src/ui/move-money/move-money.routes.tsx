import type { RouteObject } from 'react-router-dom';
import { guardChangeRoutes } from '../shared/change-access/RequireChangeAccess';
import { changesSomething } from '../shared/change-access/change-routes';

const details = () => import('./flow/DetailsPage').then((m) => ({ Component: m.DetailsPage }));
const review = () => import('./flow/ReviewPage').then((m) => ({ Component: m.ReviewPage }));
const notice = () => import('./flow/NameCheckPage').then((m) => ({ Component: m.NameCheckPage }));
const confirm = () => import('./flow/ConfirmationPage').then((m) => ({ Component: m.ConfirmationPage }));
const toDetails = () => import('./flow/FlowLayout').then((m) => ({ Component: m.ToDetails }));

/** details → review (→ review/{notice}) → confirm; `detailsAt` 'details' for the company flows. */
function flowSteps(detailsAt: 'index' | 'details'): RouteObject[] {
  return [
    detailsAt === 'index' ? { index: true, lazy: details } : { index: true, lazy: toDetails },
    ...(detailsAt === 'details' ? [{ path: 'details', lazy: details }] : []),
    { path: 'review', lazy: review },
    { path: 'review/:notice', lazy: notice },
    { path: 'confirm', lazy: confirm },
  ];
}

/**
 * The move-money area (docs/rules/customer-screens.md, 'Move money'), nested under /summary/:accountIndex (the
 * accounts area's `accountRouteId`), so these paths are relative to the account. Each flow's layout
 * route owns its journey store; every page is lazy.
 */
export const moveMoneyRoutes: RouteObject[] = guardChangeRoutes([
  {
    path: 'move-money',
    children: [
      { index: true, lazy: () => import('./index/MoveMoneyIndexPage').then((m) => ({ Component: m.MoveMoneyIndexPage })) },
      {
        path: 'transfers/:transferType/:payeeId',
        handle: changesSomething,
        lazy: () => import('./flow/FlowLayout').then((m) => ({ Component: m.TransferFlow })),
        children: flowSteps('index'),
      },
      {
        path: 'new-payment',
        handle: changesSomething,
        lazy: () => import('./flow/FlowLayout').then((m) => ({ Component: m.NewPaymentFlow })),
        children: flowSteps('index'),
      },
      {
        path: 'pay-company/:majorBeneId',
        handle: changesSomething,
        lazy: () => import('./flow/FlowLayout').then((m) => ({ Component: m.CompanyFlow })),
        children: flowSteps('details'),
      },
      {
        path: 'pay-person-regular',
        handle: changesSomething,
        lazy: () => import('./flow/FlowLayout').then((m) => ({ Component: m.PersonRegularFlow })),
        children: flowSteps('index'),
      },
      {
        path: 'pay-company-regular/:majorBeneId',
        handle: changesSomething,
        lazy: () => import('./flow/FlowLayout').then((m) => ({ Component: m.CompanyRegularFlow })),
        children: flowSteps('details'),
      },
      { path: 'international', handle: changesSomething, lazy: () => import('./international/InternationalPage').then((m) => ({ Component: m.InternationalPage })) },
    ],
  },
]);
