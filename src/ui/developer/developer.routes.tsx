import type { RouteObject } from 'react-router-dom';

/**
 * The developer pages (spec 02 section 2, 'Other'; spec 02 section 6: flagged): svgs,
 * aem-error-codes and info. The area is registered only when the build is not for production
 * (composition/areas.ts), so none of this reaches a VITE_BANK_ENV=prod build. gel is the shell's.
 */
export const developerRoutes: RouteObject[] = [
  { path: 'svgs', lazy: () => import('./SvgsPage').then((m) => ({ Component: m.SvgsPage })) },
  { path: 'aem-error-codes', lazy: () => import('./AemErrorCodesPage').then((m) => ({ Component: m.AemErrorCodesPage })) },
  { path: 'info', lazy: () => import('./InfoPage').then((m) => ({ Component: m.InfoPage })) },
];
