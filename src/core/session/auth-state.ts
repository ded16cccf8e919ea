import type { TokenTypeValue } from '../shared/preferences.port';

/** Security levels (docs/rules/log-on-states.md): CAM0 none, CAM10 username, CAM30 password + memorable, CAM40 full. */
export type CamLevel = 0 | 10 | 30 | 40;
export type TokenType = TokenTypeValue;
export type IbStatus = 'ACTIVE' | 'READONLY' | 'INVALID';

/** The auth state of docs/rules/log-on-state.md. */
export interface AuthState {
  level: CamLevel;
  maxLevel: CamLevel;
  /** Customer identification: the username shown. */
  cin: string | null;
  /**
   * The customer's own names as the bank gave them (my details), once read: error reports mask them.
   * Absent from the initial state, so log-off (a reset) forgets them with the rest.
   */
  ownNames?: readonly string[];
  tokenType: TokenType;
  forceTokenSelect: boolean;
  inTokenActivationPeriod: boolean;
  possibleSession: boolean;
  loginUrl: string | null;
  postAuthDestination: string | null;
  ibStatus: IbStatus | null;
  loading: boolean;
  loaded: boolean;
  error: { code: string; description: string } | null;
  sessionTimeoutModalOpen: boolean;
  logOffModalOpen: boolean;
  /** The inactivity warning is showing (WCAG 2.2.1: one action keeps the customer logged on). */
  inactivityWarningOpen: boolean;
  /** When the inactivity log-off happens (epoch ms), while the warning is open; for the countdown. */
  inactivityLogOffAt: number | null;
  /**
   * A log-off was asked for (RequestLogOff) and has not run yet: the log-off page runs it even when
   * the level is already 0 (a forced log-off during log-on still calls the bank and wipes the step).
   */
  logOffPending: boolean;
}

export const initialAuthState: AuthState = {
  level: 0,
  maxLevel: 0,
  cin: null,
  tokenType: 'soft_selected',
  forceTokenSelect: false,
  inTokenActivationPeriod: false,
  possibleSession: false,
  loginUrl: null,
  postAuthDestination: null,
  ibStatus: null,
  loading: false,
  loaded: false,
  error: null,
  sessionTimeoutModalOpen: false,
  logOffModalOpen: false,
  inactivityWarningOpen: false,
  inactivityLogOffAt: null,
  logOffPending: false,
};

/**
 * Where the session's auth state lives. The implementation is observable (MobX, in adapters/state)
 * so views re-render on change, but core only sees this interface.
 */
export const SessionStatePort = Symbol('SessionStatePort');
export interface SessionStatePort {
  readonly state: Readonly<AuthState>;
  update(patch: Partial<AuthState>): void;
  /** Back to the initial state (log-off). */
  reset(): void;
}
