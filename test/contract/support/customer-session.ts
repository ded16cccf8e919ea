import { inject } from 'vitest';
import { openBankSession } from '../../../scripts/bank-session.mjs';

/**
 * The session cookie of a customer for a test's own requests, opened through the demo bank's
 * test-only admin route. One session per customer per test: opening another would end the first
 * (a newer log-on ends the older), so calls made at once for one customer share it.
 */
const opened = new Map<string, Promise<string>>();

export function customerCookie(customer: string): Promise<string> {
  let cookie = opened.get(customer);
  if (!cookie) {
    cookie = openBankSession(inject('wiremockUrl'), customer);
    opened.set(customer, cookie);
  }
  return cookie;
}

/** Forgets the sessions opened so far (each test starts with none; contract.setup.ts). */
export function forgetCustomerSessions(): void {
  opened.clear();
}
