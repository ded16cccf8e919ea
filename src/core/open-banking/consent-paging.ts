/**
 * Consents come 100 a page (docs/rules/constants.md) and the bank gives a link to the next page. The
 * dashboard follows the links until there are none (every consent listed at once: a customer with
 * 250 consents searches all of them). A bank answer that would never end is cut short: a link the
 * app has already followed (a loop), or more pages than a customer could have.
 */
export const consentPageSize = 100;

/** 100 pages of 100: far more consents than any customer gives, and a stop for a faulty bank. */
export const maxConsentPages = 100;

export type NextStep = { follow: true; next: string } | { follow: false; reason: 'done' | 'loop' | 'too-many-pages' };

/** Whether to fetch `next` after `followed` pages (the links already fetched, the first page as ''). */
export function nextStep(next: string | null, followed: readonly string[]): NextStep {
  if (next === null || next === '') return { follow: false, reason: 'done' };
  if (followed.includes(next)) return { follow: false, reason: 'loop' };
  if (followed.length >= maxConsentPages) return { follow: false, reason: 'too-many-pages' };
  return { follow: true, next };
}
