import type { RouteObject } from 'react-router-dom';

/**
 * The activation area (spec 01 section 2, activation routes): the token choice that forced token
 * selection and read-only's 'Proceed' lead to. The area loads with its first page.
 */
export const activationRoutes: RouteObject[] = [
  { path: 'activation', lazy: () => import('./TokenSelectionPage').then((m) => ({ Component: m.TokenSelectionPage })) },
  { path: 'activation/choose', lazy: () => import('./TokenSelectionPage').then((m) => ({ Component: m.TokenSelectionPage })) },
];
