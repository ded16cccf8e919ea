import type { RouteObject } from 'react-router-dom';
import { IdentityFlows, flowRoute, type IdentityFlow } from '../../core/identity-flows/identity-flows';

const flowPage: RouteObject['lazy'] = () => import('./IdentityFlowPage').then((m) => ({ Component: m.IdentityFlowRoute }));

/** Every step route of a flow (spec 01 section 2), each the one lazy flow page. */
export function flowRoutes(flow: IdentityFlow, except: readonly string[] = []): RouteObject[] {
  return Object.keys(flow.steps)
    .filter((step) => !except.includes(step))
    .map((step) => ({ path: flowRoute(flow, step).slice(1), lazy: flowPage }));
}

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
