import type { RouteObject } from 'react-router-dom';
import { IdentityFlows } from '../../core/identity-flows/identity-flows';
import { flowRoutes } from '../shared/identity-flows/flow-routes';

/**
 * The activation area (docs/rules/log-on-screens.md, activation routes): the token choice that forced token
 * selection and read-only's 'Proceed' lead to, then the steps the identity service directs (the
 * mobile app or a Secure Key device, ordering, activating and replacing one), each the identity
 * flows' page. The area loads with its first page.
 */
export const activationRoutes: RouteObject[] = [
  { path: 'activation', lazy: () => import('./TokenSelectionPage').then((m) => ({ Component: m.TokenSelectionPage })) },
  { path: 'activation/choose', lazy: () => import('./TokenSelectionPage').then((m) => ({ Component: m.TokenSelectionPage })) },
  ...flowRoutes(IdentityFlows.activation, ['index', 'choose']),
];
