import type { RouteObject } from 'react-router-dom';
import { accountRouteId } from '../shell/app.routes';

/**
 * /summary and everything under /summary/{accountIndex} (docs/rules/customer-screens.md). Lazy per page; the
 * accounts gate (load once, loader, error page) wraps them all.
 */
export const accountsRoutes: RouteObject[] = [
  {
    path: 'summary',
    lazy: () => import('./AccountsGate').then((m) => ({ Component: m.AccountsGate })),
    children: [
      { index: true, lazy: () => import('./summary/BalancesPage').then((m) => ({ Component: m.BalancesPage })) },
      {
        id: accountRouteId,
        path: ':accountIndex',
        lazy: () => import('./account/AccountLayout').then((m) => ({ Component: m.AccountLayout })),
        children: [
          { index: true, lazy: () => import('./account/AccountIndexRedirect').then((m) => ({ Component: m.AccountIndexRedirect })) },
          { path: 'transactions', lazy: () => import('./transactions/TransactionsPage').then((m) => ({ Component: m.TransactionsPage })) },
          {
            path: 'transactions/download',
            lazy: () => import('./download/DownloadTransactionsPage').then((m) => ({ Component: m.DownloadTransactionsPage })),
          },
          {
            path: 'transactions/statements',
            lazy: () => import('./statements/StatementsPage').then((m) => ({ Component: m.StatementsPage })),
          },
          {
            path: 'transactions/statements/:statementId',
            lazy: () => import('./statements/StatementPage').then((m) => ({ Component: m.StatementPage })),
          },
          { path: 'manage-money', lazy: () => import('./manage/ManageMoneyPage').then((m) => ({ Component: m.ManageMoneyPage })) },
          { path: 'sharedealing', lazy: () => import('./sharedealing/ShareDealingPage').then((m) => ({ Component: m.ShareDealingPage })) },
        ],
      },
    ],
  },
];
