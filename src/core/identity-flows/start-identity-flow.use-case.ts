import type { IdentityStepStore } from '../session/identity-step-store';
import type { SessionStatePort } from '../session/auth-state';
import type { ApplyIdentityStep } from '../session/apply-identity-step';
import type { LogOnOutcome } from '../session/log-on-outcome';
import { runIdentityCall } from '../session/run-identity-call';
import type { IdentityFlowService } from './identity-flow-service.port';
import type { IdentityFlow } from './identity-flows';

/**
 * Opens a flow at its first page: through the link the last log-on page gave for it ('Register',
 * 'Forgotten your password?' ...), so the service knows who is asking, or else at the flow's own
 * address. The page is applied like any log-on step (moves to its route, or to an error page).
 */
export class StartIdentityFlow {
  constructor(
    private readonly identity: Pick<IdentityFlowService, 'follow'>,
    private readonly session: SessionStatePort,
    private readonly apply: Pick<ApplyIdentityStep, 'execute' | 'failed' | 'origin'>,
    private readonly steps: Pick<IdentityStepStore, 'current'>,
  ) {}

  execute(flow: IdentityFlow): Promise<LogOnOutcome> {
    const link = this.steps.current?.links.find((l) => flow.entryLinks.includes(l.id));
    return runIdentityCall(this.session, this.apply, () => this.identity.follow(link?.href || flow.entry));
  }
}
