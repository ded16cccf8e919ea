/**
 * Sending is offered only when the send-allowed check succeeds (docs/rules/customer-states.md). When it fails,
 * the customer goes to the return path, else the default path, unless that path is excluded (then
 * stays where they are, told that sending is not possible now).
 */
export interface SendAllowedRouting {
  /** Where the customer came from, if known (an in-app route). */
  returnPath?: string | null;
  defaultPath: string;
  /** Paths never to be sent to, e.g. the form itself, which would loop. */
  excludedPaths?: readonly string[];
}

export type SendAllowedDecision = { allowed: true } | { allowed: false; redirectTo: string | null };

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

export function sendAllowedDecision(checkSucceeded: boolean, routing: SendAllowedRouting): SendAllowedDecision {
  if (checkSucceeded) return { allowed: true };
  const target = routing.returnPath || routing.defaultPath;
  const excluded = (routing.excludedPaths ?? []).some((path) => samePath(path, target));
  return { allowed: false, redirectTo: excluded ? null : target };
}
