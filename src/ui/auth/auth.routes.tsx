import type { RouteObject } from 'react-router-dom';

/**
 * Authentication routes of the log-on page (docs/rules/log-on-screens.md), mounted under /authentication by the
 * shell: stage 1 only. The page is lazy and modulepreloaded by the build (vite-log-on-page.mjs). The
 * later stages and their helper pages are an area of their own (log-on-stages.routes.tsx).
 */
export const authRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./username/UsernamePage').then((m) => ({ Component: m.UsernamePage })) },
  { path: 'username', lazy: () => import('./username/UsernamePage').then((m) => ({ Component: m.UsernamePage })) },
];
