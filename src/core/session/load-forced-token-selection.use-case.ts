import type { IdentityService } from '../identity/identity-service.port';
import type { SessionStatePort } from './auth-state';
import type { ApplyIdentityStep, IdentityCallOrigin } from './apply-identity-step';
import type { LogOnOutcome } from './log-on-outcome';
import { runIdentityCall } from './run-identity-call';

/** Fetches the force-token-selection page and moves the customer to it. */
export class LoadForcedTokenSelection {
  constructor(
    private readonly identity: Pick<IdentityService, 'forceTokenSelection'>,
    private readonly session: SessionStatePort,
    private readonly apply: Pick<ApplyIdentityStep, 'execute' | 'failed' | 'origin'>,
  ) {}

  /** `from`: where the log-on answer that led here left the customer (see LogOnStep); else where they are now. */
  async execute(from: IdentityCallOrigin = this.apply.origin()): Promise<LogOnOutcome> {
    this.session.update({ forceTokenSelect: true });
    return runIdentityCall(this.session, this.apply, () => this.identity.forceTokenSelection(), from);
  }
}
