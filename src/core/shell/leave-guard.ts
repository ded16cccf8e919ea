/**
 * The leave-page guard of docs/rules/log-on-states.md: while a form has unsaved input, moving to another route
 * asks 'Stay' or 'Leave'. Log-off paths and the index route are exempt (the customer must always be
 * able to log off or start again), as is any path the guard lists as disabled (e.g. the next step of
 * the same flow).
 */
export const leaveGuardUnloadMessage = 'Changes you made may not be saved';

/** The leave-section warning's words for unsaved entries (a rule without words of its own). */
export const leaveGuardUnsavedWords = 'If you leave now, the information you have entered will not be saved.';

export interface LeaveGuardRule {
  enabled: boolean;
  /** Destination paths that never prompt. A trailing '/*' matches the path and everything below it. */
  disabledPaths?: readonly string[];
  /** The warning's words when not the unsaved-entries ones (a confirmation whose answer is unknown). */
  words?: string;
  /**
   * Read at the moment of leaving, beside `enabled` (which a page sets after it renders): a page that
   * leaves by itself as soon as an answer comes (to a provider's address) is not held by a guard its
   * render has not yet switched off.
   */
  stillNeeded?: () => boolean;
}

/** The rule holds now: switched on, and still needed at this moment. */
export function leaveGuardOn(rule: LeaveGuardRule): boolean {
  return rule.enabled && (rule.stillNeeded?.() ?? true);
}

const exemptPatterns: readonly string[] = ['/', '/logoff/*', '/authentication/logoff/*'];

function normalise(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const trimmed = withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : withoutQuery;
  return trimmed === '' ? '/' : trimmed;
}

export function pathMatches(path: string, pattern: string): boolean {
  const target = normalise(path);
  if (pattern.endsWith('/*')) {
    const base = normalise(pattern.slice(0, -2));
    return target === base || target.startsWith(`${base}/`);
  }
  return target === normalise(pattern);
}

export function isExemptFromLeaveGuard(path: string): boolean {
  return exemptPatterns.some((p) => pathMatches(path, p));
}

/** True when moving from `fromPath` to `toPath` must ask the customer first. */
export function leaveGuardShouldPrompt(rule: LeaveGuardRule, fromPath: string, toPath: string): boolean {
  if (!leaveGuardOn(rule)) return false;
  if (normalise(fromPath) === normalise(toPath)) return false;
  if (isExemptFromLeaveGuard(toPath)) return false;
  return !(rule.disabledPaths ?? []).some((p) => pathMatches(toPath, p));
}
