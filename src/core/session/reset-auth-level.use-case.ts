import type { SessionStatePort } from './auth-state';

/** Why the level falls to CAM0 (docs/rules/log-on-states.md). */
export type LevelResetCause = 'log-off' | 'auth-failure' | 'form-failure';

/**
 * The level falls to 0 on log-off success and on an auth or form-submit failure. The highest level
 * reached stays, so error pages can still tell how far the customer got. The session is no longer
 * loaded: the index route leads to log on again.
 */
export class ResetAuthLevel {
  constructor(private readonly session: SessionStatePort) {}

  execute(_cause: LevelResetCause): void {
    this.session.update({ level: 0, loaded: false, loading: false });
  }
}
