import type { RouteObject } from 'react-router-dom';
import { IdentityFlows } from '../../core/identity-flows/identity-flows';
import { flowRoutes } from '../shared/identity-flows/flow-routes';

/**
 * The identity flows area: offline reset, online reset, PIN reset and registration (activation's
 * steps are the activation area's, `ui/activation`). Loads with its first page.
 */
export const identityFlowsRoutes: RouteObject[] = [
  ...flowRoutes(IdentityFlows.offlineReset),
  ...flowRoutes(IdentityFlows.onlineReset),
  ...flowRoutes(IdentityFlows.resetPin),
  ...flowRoutes(IdentityFlows.registration),
];
