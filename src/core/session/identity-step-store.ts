import type { IdentityStep } from '../identity/identity-step';

/**
 * The log-on step the customer is on, kept between routes: the password page needs the form and the
 * requested characters that the username step's answer carried. Written by the log-on use cases,
 * read by the log-on pages' view models; wiped at log-off with the rest of the customer's data.
 */
export const IdentityStepStore = Symbol('IdentityStepStore');
export interface IdentityStepStore {
  readonly current: IdentityStep | null;
  set(step: IdentityStep | null): void;
}

export class InMemoryIdentityStepStore implements IdentityStepStore {
  current: IdentityStep | null = null;
  set(step: IdentityStep | null): void {
    this.current = step;
  }
}
