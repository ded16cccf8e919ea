import type { Tracking } from '../shared/tracking.port';
import type { CamLevel, SessionStatePort } from './auth-state';
import { applyLevels, raisedLevel, type LevelRaisingSuccess } from './auth-levels';

/**
 * Called by a feature after one of the listed successes (docs/rules/log-on-states.md), e.g. the accounts store
 * after loading accounts: `raiseLevelOnSuccess.execute('accounts')`. The level becomes CAM40 only if
 * that is higher than the current one; reaching CAM40 tracks 'verification/logon'.
 * Returns the level afterwards.
 */
export class RaiseLevelOnSuccess {
  constructor(
    private readonly session: SessionStatePort,
    private readonly tracking: Pick<Tracking, 'page'>,
  ) {}

  execute(_success: LevelRaisingSuccess): CamLevel {
    const level = raisedLevel(this.session.state.level, 40);
    if (level !== this.session.state.level) applyLevels(this.session, this.tracking, { level });
    return this.session.state.level;
  }
}
