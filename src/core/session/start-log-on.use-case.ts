import type { IdentityService } from '../identity/identity-service.port';
import type { SessionStatePort } from './auth-state';
import type { ApplyIdentityStep } from './apply-identity-step';
import type { LogOnOutcome } from './log-on-outcome';
import { runIdentityCall } from './run-identity-call';

/** Stage 1: fetches the session log-on page (the username form) and applies it. */
export class StartLogOn {
  constructor(
    private readonly identity: Pick<IdentityService, 'start'>,
    private readonly session: SessionStatePort,
    private readonly apply: Pick<ApplyIdentityStep, 'execute' | 'failed' | 'origin'>,
  ) {}

  execute(): Promise<LogOnOutcome> {
    return runIdentityCall(this.session, this.apply, () => this.identity.start());
  }
}
