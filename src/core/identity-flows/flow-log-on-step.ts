/**
 * LogOnStep (core/session) over the identity flows' service: the token choice submits with it, so a
 * customer without a Secure Key who chooses a device goes on into the activation steps.
 */
export const FlowLogOnStep = Symbol('FlowLogOnStep');
