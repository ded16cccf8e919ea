import type { RouteObject } from 'react-router-dom';
import { flowRoute, type IdentityFlow } from '../../../core/identity-flows/identity-flows';

const flowPage: RouteObject['lazy'] = () => import('./IdentityFlowPage').then((m) => ({ Component: m.IdentityFlowRoute }));

/**
 * Every step route of a flow (the steps its definition in core lists), each the one lazy flow page: for the identity flows
 * area and for activation, whose further steps are the same page.
 */
export function flowRoutes(flow: IdentityFlow, except: readonly string[] = []): RouteObject[] {
  return Object.keys(flow.steps)
    .filter((step) => !except.includes(step))
    .map((step) => ({ path: flowRoute(flow, step).slice(1), lazy: flowPage }));
}
