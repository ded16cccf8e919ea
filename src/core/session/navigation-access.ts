import type { AuthState } from './auth-state';
import { shouldForceTokenSelection } from './check-forced-token-selection.use-case';
import { isReadOnly } from './read-only';

/**
 * A full log-on (docs/rules/access.md: 'The sidebar and the full app appear only at CAM40'): CAM40, or a
 * log-on the identity service has completed ('Logon Activity Completed', which marks the session
 * loaded) while its page still says CAM30; the first listed success then raises it to CAM40
 * (docs/rules/log-on-states.md).
 */
export function hasFullLogOn(state: Pick<AuthState, 'level' | 'loaded'>): boolean {
  return state.level === 40 || (state.loaded && state.level >= 30);
}

/**
 * What a navigation comes to. `allowed`: show the page. `choose-token`: forced token selection first
 * (docs/rules/log-on-states.md). `log-on`: the page needs a full log-on the customer does not have. `read-only`:
 * the same, for a read-only customer part-way through log-on, whose way on is to choose a Secure Key.
 */
export type NavigationAccess = 'allowed' | 'choose-token' | 'log-on' | 'read-only';

export interface NavigationRequest {
  /** The route asked for, with its query if any. */
  path: string;
  /** The page needs a full log-on: the account pages and every area reached from them. */
  needsFullLogOn: boolean;
}

export type NavigationContext = Pick<AuthState, 'level' | 'loaded' | 'ibStatus' | 'inTokenActivationPeriod'>;

/**
 * Decides a navigation. Forced token selection comes first and holds on every page outside the
 * log-on flow, not only after a log-on step: a customer who must choose cannot walk round it by
 * typing an address or pressing Back.
 */
export function navigationAccess(request: NavigationRequest, state: NavigationContext, forceTokenSelectionOn: boolean): NavigationAccess {
  const path = request.path.split('?')[0] ?? '';
  const forced = shouldForceTokenSelection({
    level: state.level,
    inTokenActivationPeriod: state.inTokenActivationPeriod,
    path,
    toggleOn: forceTokenSelectionOn,
  });
  if (forced) return 'choose-token';
  if (!request.needsFullLogOn || hasFullLogOn(state)) return 'allowed';
  return isReadOnly(state) && state.level >= 30 ? 'read-only' : 'log-on';
}
