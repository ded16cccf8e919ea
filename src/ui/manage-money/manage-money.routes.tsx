import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { guardChangeRoutes } from '../shared/change-access/RequireChangeAccess';
import { changesSomething } from '../shared/change-access/change-routes';

/**
 * The manage-money lists and their changes (docs/rules/customer-screens.md), children of /summary/{accountIndex}
 * (a nested area: paths relative to the account route). The hub, manage-money itself, stays with the
 * accounts area. Each change is a journey: details (index) → review → confirm, under one layout.
 */
type Pages = Record<string, unknown>;
const page = (m: Pages, name: string) => ({ Component: m[name] as ComponentType });
const journey = (path: string, load: () => Promise<Pages>, prefix: string): RouteObject => ({
  path,
  handle: changesSomething,
  lazy: () => load().then((m) => page(m, `${prefix}Journey`)),
  children: [
    { index: true, lazy: () => load().then((m) => page(m, `${prefix}Details`)) },
    { path: 'review', lazy: () => load().then((m) => page(m, `${prefix}Review`)) },
    { path: 'confirm', lazy: () => load().then((m) => page(m, `${prefix}Confirm`)) },
  ],
});

const mandate = 'manage-money/regular/:mandateType/:mandateStatus/:mandateIndex';

export const manageMoneyRoutes: RouteObject[] = guardChangeRoutes([
  { path: 'manage-money/regular', lazy: () => import('./regular/RegularPaymentsPage').then((m) => ({ Component: m.RegularPaymentsPage })) },
  { path: mandate, lazy: () => import('./regular/MandateDetailPage').then((m) => ({ Component: m.MandateDetailPage })) },
  journey(`${mandate}/cancel`, () => import('./regular/CancelJourney'), 'Cancel'),
  journey(`${mandate}/transfer`, () => import('./regular/TransferJourney'), 'Transfer'),
  journey(`${mandate}/amend`, () => import('./regular/AmendJourney'), 'Amend'),
  { path: 'manage-money/beneficiaries', lazy: () => import('./payees/PayeesPage').then((m) => ({ Component: m.PayeesPage })) },
  {
    path: 'manage-money/beneficiaries/:beneficiaryIndex',
    lazy: () => import('./payees/PayeeDetailPage').then((m) => ({ Component: m.PayeeDetailPage })),
  },
  journey('manage-money/beneficiaries/:beneficiaryIndex/delete', () => import('./payees/DeletePayeeJourney'), 'Delete'),
  {
    path: 'manage-money/future-payments',
    lazy: () => import('./future/FuturePaymentsPage').then((m) => ({ Component: m.FuturePaymentsPage })),
  },
  {
    path: 'manage-money/future-payments/:paymentIndex',
    lazy: () => import('./future/FuturePaymentDetailPage').then((m) => ({ Component: m.FuturePaymentDetailPage })),
  },
  journey('manage-money/future-payments/:paymentIndex/stop', () => import('./future/StopPaymentJourney'), 'Stop'),
]);
