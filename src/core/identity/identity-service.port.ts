import type { AppError } from '../shared/result';
import type { IdentityStep } from './identity-step';

/**
 * The legacy identity service (docs/rules/calls.md: log-on page, legacy form submit, force token
 * selection). Every answer is a parsed page: a page the service renders as an error (LOG_0008, a lock,
 * read-only ...) still resolves, as a step whose `status`, `route` and `errors` say so.
 *
 * Failures reject with an `IdentityServiceFailure` whose `error` is an AppError from the catalogue:
 * FD999T when no answer arrived (connection), FD001T for any other transport or HTTP failure.
 */
export const IdentityService = Symbol('IdentityService');
export interface IdentityService {
  /** GET the session log-on page (stage 1, username). */
  start(): Promise<IdentityStep>;
  /**
   * Submits the step's form (its action and method, url-encoded): the step's hidden inputs plus `values`.
   * `idempotencyKey`: the same key for every try of one confirmation (security details); else a new one.
   */
  submit(step: IdentityStep, values: Record<string, string>, idempotencyKey?: string): Promise<IdentityStep>;
  /** Follows a link or redirect address given by a page (GET). */
  follow(href: string): Promise<IdentityStep>;
  /** GET the force-token-selection page. */
  forceTokenSelection(): Promise<IdentityStep>;
}

/** The rejection of every IdentityService call: a transport failure mapped to the error catalogue. */
export class IdentityServiceFailure extends Error {
  readonly error: AppError;
  constructor(error: AppError) {
    super(`${error.code}: ${error.description}`);
    this.name = 'IdentityServiceFailure';
    this.error = error;
  }
}
