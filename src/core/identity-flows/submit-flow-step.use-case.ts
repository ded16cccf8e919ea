import type { IdentityStep } from '../identity/identity-step';
import type { SessionStatePort } from '../session/auth-state';
import type { ApplyIdentityStep } from '../session/apply-identity-step';
import type { LogOnOutcome } from '../session/log-on-outcome';
import { runIdentityCall } from '../session/run-identity-call';
import type { IdentityFlowService } from './identity-flow-service.port';
import { afterFlowSubmit } from './flow-page-rules';
import type { IdentityFlow } from './identity-flows';

/**
 * Submits one step of an identity flow and applies the answer as the log-on does (docs/rules/log-on-states.md,
 * 'Form-submit outcomes'), after the rule that judges an answer by the step it came from (the
 * offline reset's security step). The POST is sent once: the client never retries it.
 */
export class SubmitFlowStep {
  constructor(
    private readonly identity: Pick<IdentityFlowService, 'submit'>,
    private readonly session: SessionStatePort,
    private readonly apply: Pick<ApplyIdentityStep, 'execute' | 'failed' | 'origin'>,
  ) {}

  execute(flow: IdentityFlow, fromStep: string, step: IdentityStep, values: Record<string, string>): Promise<LogOnOutcome> {
    return runIdentityCall(this.session, this.apply, async () => afterFlowSubmit(flow, fromStep, await this.identity.submit(step, values)));
  }
}
