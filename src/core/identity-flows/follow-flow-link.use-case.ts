import type { SessionStatePort } from '../session/auth-state';
import type { ApplyIdentityStep } from '../session/apply-identity-step';
import type { LogOnOutcome } from '../session/log-on-outcome';
import { runIdentityCall } from '../session/run-identity-call';
import type { IdentityFlowService } from './identity-flow-service.port';

/** Follows a link a flow page gives (e.g. 'Lost your Secure Key?' into the replacement) and applies the page. */
export class FollowFlowLink {
  constructor(
    private readonly identity: Pick<IdentityFlowService, 'follow'>,
    private readonly session: SessionStatePort,
    private readonly apply: Pick<ApplyIdentityStep, 'execute' | 'failed' | 'origin'>,
  ) {}

  execute(href: string): Promise<LogOnOutcome> {
    return runIdentityCall(this.session, this.apply, () => this.identity.follow(href));
  }
}
