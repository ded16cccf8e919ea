import type { RouteObject } from 'react-router-dom';
import { guardChangeRoutes } from '../../shared/change-access/RequireChangeAccess';
import { changing } from '../../shared/change-access/change-routes';

const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K): RouteObject['lazy'] =>
  () => load().then((m) => ({ Component: m[name] }));

/**
 * The personal loan (docs/rules/customer-screens.md: products/personal-loans and products/personal-loans/{fallback}).
 * One journey from the splash: loan → quote → your-details → affordability → summary → account →
 * decision (apply) → complete; {fallback} is 'referred' or 'declined', anything else not found.
 * Behind the one change guard: a read-only customer is told before the application.
 */
export const personalLoansRoutes: RouteObject[] = guardChangeRoutes([
  ...changing([
  {
    path: 'products/personal-loans',
    lazy: page(() => import('./LoanLayout'), 'LoanLayout'),
    children: [
      { index: true, lazy: page(() => import('./LoanSplash'), 'LoanSplash') },
      { path: 'loan', lazy: page(() => import('./LoanRequestPage'), 'LoanRequestPage') },
      { path: 'quote', lazy: page(() => import('./LoanQuotePage'), 'LoanQuotePage') },
      { path: 'your-details', lazy: page(() => import('./LoanDetailsPage'), 'LoanDetailsPage') },
      { path: 'affordability', lazy: page(() => import('./LoanAffordabilityPage'), 'LoanAffordabilityPage') },
      { path: 'summary', lazy: page(() => import('./LoanSummaryPage'), 'LoanSummaryPage') },
      { path: 'account', lazy: page(() => import('./LoanAccountPage'), 'LoanAccountPage') },
      { path: 'decision', lazy: page(() => import('./LoanDecisionPage'), 'LoanDecisionPage') },
      { path: 'complete', lazy: page(() => import('./LoanCompletePage'), 'LoanCompletePage') },
      { path: ':fallback', lazy: page(() => import('./LoanFallbackPage'), 'LoanFallbackPage') },
    ],
  },
]),
]);
