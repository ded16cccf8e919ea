import type { IdentityService } from '../identity/identity-service.port';

/**
 * The legacy identity service as the identity flows see it: the same calls as the log-on's
 * IdentityService (same adapter, same parser), with each page also read by the flow rules
 * (flow-page-rules.ts). Bound only when a flow's area loads, so none of it reaches the log-on page.
 */
export const IdentityFlowService = Symbol('IdentityFlowService');
export type IdentityFlowService = Pick<IdentityService, 'submit' | 'follow'>;
