import { IdentityServiceFailure } from '../identity/identity-service.port';
import type { IdentityStep } from '../identity/identity-step';
import type { SessionStatePort } from './auth-state';
import type { ApplyIdentityStep } from './apply-identity-step';
import type { LogOnOutcome } from './log-on-outcome';

/** Runs one identity call with the loading flag and turns a transport failure into the general error page. */
export async function runIdentityCall(
  session: SessionStatePort,
  apply: Pick<ApplyIdentityStep, 'execute' | 'failed'>,
  call: () => Promise<IdentityStep>,
): Promise<LogOnOutcome> {
  session.update({ loading: true });
  let step: IdentityStep;
  try {
    step = await call();
  } catch (e) {
    const error = e instanceof IdentityServiceFailure ? e.error : null;
    return apply.failed(error?.code ?? null, error?.description);
  }
  return apply.execute(step);
}
