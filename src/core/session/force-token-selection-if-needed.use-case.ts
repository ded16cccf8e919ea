import type { CheckForcedTokenSelection } from './check-forced-token-selection.use-case';
import type { LoadForcedTokenSelection } from './load-forced-token-selection.use-case';
import type { IdentityCallOrigin } from './apply-identity-step';
import type { LogOnOutcome } from './log-on-outcome';

/**
 * When the customer on `path` must choose a token first (CheckForcedTokenSelection), loads that
 * page and returns its outcome; otherwise returns null and nothing happens.
 */
export class ForceTokenSelectionIfNeeded {
  constructor(
    private readonly check: Pick<CheckForcedTokenSelection, 'execute'>,
    private readonly load: Pick<LoadForcedTokenSelection, 'execute'>,
  ) {}

  async execute(path: string, from?: IdentityCallOrigin): Promise<LogOnOutcome | null> {
    if (!this.check.execute(path)) return null;
    return this.load.execute(from);
  }
}
