/**
 * Where the app may send the customer after an authorisation (issue 20): only to the address the
 * bank's authorisation answer gives, and only when it is an absolute https address without
 * credentials in it. An address from the page's own URL (a `redirect_uri` query) or from the
 * consent's data is never passed to this rule, so it can never be followed. Anything else is refused
 * with a reason, and the app shows an error page instead of leaving.
 */
export type RedirectDecision =
  | { ok: true; url: string }
  | { ok: false; reason: 'missing' | 'malformed' | 'not-https' | 'credentials' };

export function redirectFromAnswer(address: unknown): RedirectDecision {
  if (typeof address !== 'string' || address.trim() === '') return { ok: false, reason: 'missing' };
  const raw = address.trim();
  // Control characters and backslashes are how browsers get talked into other hosts; refuse them.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return { ok: false, reason: 'malformed' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'not-https' };
  if (url.hostname === '') return { ok: false, reason: 'malformed' };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'credentials' };
  return { ok: true, url: url.href };
}

/** The error page's words for a refused address (our own text: the spec is silent). */
export const refusedRedirectText = {
  title: 'We cannot send you back to the provider',
  body: 'The address we were given to return you to the provider is not a secure (https) address, so we have not opened it.',
} as const;
