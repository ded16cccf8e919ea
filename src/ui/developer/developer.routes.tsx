import type { RouteObject } from 'react-router-dom';

/**
 * The developer pages (docs/rules/customer-screens.md, 'Other'; docs/rules/access.md: flagged): svgs,
 * aem-error-codes and info. The area is registered only when the build is not for production
 * (composition/areas.ts), so none of this reaches a VITE_BANK_ENV=prod build. gel is the shell's.
 */
export const developerRoutes: RouteObject[] = [
  { path: 'svgs', lazy: () => import('./SvgsPage').then((m) => ({ Component: m.SvgsPage })) },
  { path: 'aem-error-codes', lazy: () => import('./AemErrorCodesPage').then((m) => ({ Component: m.AemErrorCodesPage })) },
  { path: 'info', lazy: () => import('./InfoPage').then((m) => ({ Component: m.InfoPage })) },
];
