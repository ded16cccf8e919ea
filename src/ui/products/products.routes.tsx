import type { RouteObject } from 'react-router-dom';
import { guardChangeRoutes } from '../shared/change-access/RequireChangeAccess';
import { changing } from '../shared/change-access/change-routes';

const regularSaver = () => import('./savings/RegularSaverJourney');
const regularSaverOutcome = () => import('./savings/RegularSaverOutcome');
const cashIsa = () => import('./savings/CashIsaJourney');
const cashIsaOutcome = () => import('./savings/CashIsaOutcome');

/**
 * Product applications (docs/rules/customer-screens.md): the summary splash; products/regular-saver with index,
 * details, apply, review, completed; products/cash-isa with splash (its index), details, apply,
 * review, complete. Personal loans and credit cards are their own areas.
 */
export const productsRoutes: RouteObject[] = guardChangeRoutes([
  { path: 'products/summary', lazy: () => import('./ProductsSummaryPage').then((m) => ({ Component: m.ProductsSummaryPage })) },
  ...changing([
  {
    path: 'products/regular-saver',
    lazy: () => regularSaver().then((m) => ({ Component: m.RegularSaverJourney })),
    children: [
      { index: true, lazy: () => regularSaver().then((m) => ({ Component: m.RegularSaverIndex })) },
      { path: 'details', lazy: () => import('./savings/RegularSaverDetails').then((m) => ({ Component: m.RegularSaverDetails })) },
      { path: 'apply', lazy: () => regularSaverOutcome().then((m) => ({ Component: m.RegularSaverApply })) },
      { path: 'review', lazy: () => regularSaverOutcome().then((m) => ({ Component: m.RegularSaverReview })) },
      { path: 'completed', lazy: () => regularSaverOutcome().then((m) => ({ Component: m.RegularSaverCompleted })) },
    ],
  },
  {
    path: 'products/cash-isa',
    lazy: () => cashIsa().then((m) => ({ Component: m.CashIsaJourney })),
    children: [
      { index: true, lazy: () => cashIsa().then((m) => ({ Component: m.CashIsaSplash })) },
      // The splash also at its own address (docs/rules/customer-screens.md lists products/cash-isa/splash).
      { path: 'splash', lazy: () => cashIsa().then((m) => ({ Component: m.CashIsaSplash })) },
      { path: 'details', lazy: () => cashIsa().then((m) => ({ Component: m.CashIsaDetails })) },
      { path: 'apply', lazy: () => import('./savings/CashIsaApply').then((m) => ({ Component: m.CashIsaApply })) },
      { path: 'review', lazy: () => cashIsaOutcome().then((m) => ({ Component: m.CashIsaReview })) },
      { path: 'complete', lazy: () => cashIsaOutcome().then((m) => ({ Component: m.CashIsaComplete })) },
    ],
  },
  ]),
]);
