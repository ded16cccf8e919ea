import type { IdentityService } from '../identity/identity-service.port';
import type { IdentityStep } from '../identity/identity-step';
import type { SessionStatePort } from './auth-state';
import type { ApplyIdentityStep } from './apply-identity-step';
import type { LogOnOutcome } from './log-on-outcome';
import type { ForceTokenSelectionIfNeeded } from './force-token-selection-if-needed.use-case';
import { runIdentityCall } from './run-identity-call';

/**
 * Submits a log-on step (username, password and memorable answer, security code ...) and applies the
 * outcome: see LogOnOutcome. On an OK step at CAM30 where the four conditions of forced token
 * selection hold, the customer is taken to the token selection page instead.
 *
 * The page calls it again with the returned step when the outcome says `autosubmit`.
 *
 * The token selection page follows the answer only where the answer moved the customer: one who left
 * the page while the step was out (ApplyIdentityStep) is not moved by the second call either.
 */
export class LogOnStep {
  constructor(
    private readonly identity: Pick<IdentityService, 'submit'>,
    private readonly session: SessionStatePort,
    private readonly apply: Pick<ApplyIdentityStep, 'execute' | 'failed' | 'origin'>,
    private readonly forceIfNeeded: Pick<ForceTokenSelectionIfNeeded, 'execute'>,
  ) {}

  async execute(step: IdentityStep, values: Record<string, string>): Promise<LogOnOutcome> {
    const from = this.apply.origin();
    const outcome = await runIdentityCall(this.session, this.apply, () => this.identity.submit(step, values), from);
    if (outcome.kind !== 'moved') return outcome;
    const next = from.go.went ? this.apply.origin() : from;
    return (await this.forceIfNeeded.execute(outcome.route, next)) ?? outcome;
  }
}
