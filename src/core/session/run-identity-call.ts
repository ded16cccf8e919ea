import { IdentityServiceFailure } from '../identity/identity-service.port';
import type { IdentityStep } from '../identity/identity-step';
import type { SessionStatePort } from './auth-state';
import type { ApplyIdentityStep, IdentityCallOrigin } from './apply-identity-step';
import type { LogOnOutcome } from './log-on-outcome';

/**
 * Runs one identity call with the loading flag and turns a transport failure into the general error
 * page. Where the call was made (`from`, taken before it goes out unless a caller chaining calls
 * gives its own) decides whether its answer may still move the customer: see ApplyIdentityStep.
 */
export async function runIdentityCall(
  session: SessionStatePort,
  apply: Pick<ApplyIdentityStep, 'execute' | 'failed' | 'origin'>,
  call: () => Promise<IdentityStep>,
  from: IdentityCallOrigin = apply.origin(),
): Promise<LogOnOutcome> {
  session.update({ loading: true });
  let step: IdentityStep;
  try {
    step = await call();
  } catch (e) {
    const error = e instanceof IdentityServiceFailure ? e.error : null;
    return apply.failed(error?.code ?? null, error?.description, from);
  }
  return apply.execute(step, from);
}
