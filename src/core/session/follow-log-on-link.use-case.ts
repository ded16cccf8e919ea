import type { IdentityService } from '../identity/identity-service.port';
import type { SessionStatePort } from './auth-state';
import type { ApplyIdentityStep } from './apply-identity-step';
import type { LogOnOutcome } from './log-on-outcome';
import { runIdentityCall } from './run-identity-call';

/** Follows a link a log-on page gives ('Change user', 'Forgotten your password?' ...) and applies the page. */
export class FollowLogOnLink {
  constructor(
    private readonly identity: Pick<IdentityService, 'follow'>,
    private readonly session: SessionStatePort,
    private readonly apply: Pick<ApplyIdentityStep, 'execute' | 'failed' | 'origin'>,
  ) {}

  execute(href: string): Promise<LogOnOutcome> {
    return runIdentityCall(this.session, this.apply, () => this.identity.follow(href));
  }
}
