import type { IdentityError, IdentityStep } from '../identity/identity-step';

/**
 * Log-on failure codes that have their own page at /authentication/error/{code} (docs/rules/error-catalogue.md):
 * duplicate session, e-care needed (limit exceeded), suspended, max tries, re-registration, server
 * errors FD2G500 to FD2G504 and the fallback to legacy.
 */
export const listedFailureCodes: readonly string[] = [
  'FD2G004',
  'FD2G005',
  'FD2G006',
  'FD2G008',
  'FD2G009',
  'FD2G500',
  'FD2G501',
  'FD2G502',
  'FD2G503',
  'FD2G504',
  'FD2G509',
];

export const generalErrorPath = '/authentication/error';
export const errorPath = (code: string): string => `${generalErrorPath}/${code}`;

/**
 * What a log-on step came to. `moved`: the customer is now on `route`. `invalid`: the same page with
 * field errors; nothing moved. `failed`: the customer was sent to an error or log-off page.
 * `autosubmit` tells the page to submit the step again at once (docs/rules/log-on-states.md). `ended`: the
 * answer landed after the session that asked was logged off ('Back' while it was out); nothing of it
 * was applied. A `moved` or `failed` answer that landed after the customer left the page that asked
 * is applied to the session but leaves the address alone (`IdentityCallOrigin`).
 */
export type LogOnOutcome =
  | { kind: 'moved'; step: IdentityStep; route: string; autosubmit: boolean }
  | { kind: 'ended' }
  | { kind: 'invalid'; step: IdentityStep; errors: IdentityError[]; autosubmit: boolean }
  | { kind: 'failed'; route: string; code: string | null };

/** The listed failure code a failed page carries, in its errors or in its route, if any. */
export function listedFailureCode(step: Pick<IdentityStep, 'errors' | 'route'>): string | null {
  const fromErrors = step.errors.map((e) => e.code.trim().toUpperCase()).find((c) => listedFailureCodes.includes(c));
  if (fromErrors) return fromErrors;
  const fromRoute = /\/authentication\/error\/([^/?#]+)/.exec(step.route)?.[1]?.toUpperCase();
  return fromRoute && listedFailureCodes.includes(fromRoute) ? fromRoute : null;
}

/** A log-off page (/logoff, /logoff/{reason}, and the same under /authentication). */
export function isLogOffRoute(route: string): boolean {
  return /^\/(authentication\/)?logoff(\/|$)/.test(route);
}
