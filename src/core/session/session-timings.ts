import { Constants } from '../shared/constants';

/**
 * The session's clock rules. Injected (token SessionTimings) so a build for tests can shorten them;
 * the values are docs/rules/constants.md and PSD2 RTS article 4(3)(d).
 */
export const SessionTimings = Symbol('SessionTimings');
export interface SessionTimings {
  /** Session check (CAM30+) and keep-alive (CAM10-29) cadence. */
  checkIntervalMs: number;
  /** Log-off after this long without customer activity at CAM30 or above. */
  inactivityLogOffMs: number;
  /** The warning opens this long before that log-off (WCAG 2.2.1 asks for at least 20 s). */
  inactivityWarningBeforeMs: number;
}

export const defaultSessionTimings: SessionTimings = {
  checkIntervalMs: Constants.sessionCheckIntervalMs,
  inactivityLogOffMs: Constants.inactivityLogOffMs,
  inactivityWarningBeforeMs: Constants.inactivityWarningBeforeMs,
};
