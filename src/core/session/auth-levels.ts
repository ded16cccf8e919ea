import type { Tracking } from '../shared/tracking.port';
import type { AuthState, CamLevel, SessionStatePort } from './auth-state';

export const camLevels: readonly CamLevel[] = [0, 10, 30, 40];

/** A level from a page or an answer, or null when it is not one of CAM0, CAM10, CAM30, CAM40. */
export function toCamLevel(value: number | string | null | undefined): CamLevel | null {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return camLevels.find((l) => l === n) ?? null;
}

/**
 * The successes after which the session counts as CAM40 (docs/rules/log-on-states.md: online banking status,
 * accounts, messages, my documents 'or other listed success'). Only calls that need a full log-on
 * can succeed, so their success proves the level.
 */
export const levelRaisingSuccesses = [
  'onlineBankingStatus',
  'accounts',
  'messages',
  'myDocuments',
  'statements',
  'transactions',
  'moveMoney',
  'myDetails',
] as const;
export type LevelRaisingSuccess = (typeof levelRaisingSuccesses)[number];

/** The page tracked once the customer reaches CAM40 (docs/rules/log-on-states.md). */
export const fullLogOnTrackingPage = 'verification/logon';

/** The new level after a raise: the target only if higher than the current level. */
export function raisedLevel(current: CamLevel, target: CamLevel): CamLevel {
  return target > current ? target : current;
}

/**
 * Writes level and max level together and tracks 'verification/logon' when the level crosses into
 * CAM40 (not when it was already 40, so a reload of accounts does not count a second log-on).
 * Reaching CAM40 marks the session loaded (the index route then leads to Balances); falling below
 * CAM30 means a log-on is starting again, so it is no longer loaded.
 */
export function applyLevels(
  session: SessionStatePort,
  tracking: Pick<Tracking, 'page'>,
  change: { level: CamLevel; maxLevel?: CamLevel },
): void {
  const before: AuthState['level'] = session.state.level;
  const maxLevel = change.maxLevel ?? raisedLevel(session.state.maxLevel, change.level);
  const patch: Partial<AuthState> = { level: change.level, maxLevel: raisedLevel(maxLevel, change.level) };
  if (change.level === 40) patch.loaded = true;
  else if (change.level < 30) patch.loaded = false;
  session.update(patch);
  if (change.level === 40 && before < 40) tracking.page(fullLogOnTrackingPage, { securityLevel: 40 });
}
