import type { AuthState } from './auth-state';

/**
 * Read-only mode (docs/rules/log-on-states.md and docs/rules/access.md): the online banking status READONLY, set by a log-on page
 * carrying ELG006 / FD138B or by a read-only message code on any call, and cleared by a log-on that
 * reports ACTIVE or by log-off. The status is the state; this is the one question asked of it.
 */
export function isReadOnly(state: Pick<AuthState, 'ibStatus'>): boolean {
  return state.ibStatus === 'READONLY';
}
