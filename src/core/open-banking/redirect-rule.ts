/**
 * Where the app may send the customer after an authorisation (docs/api/open-banking.md, "The redirect
 * the bank vouches for"): only to the address the bank's authorisation answer gives, and only when
 * - it is an absolute https address without credentials or control characters in it;
 * - it is exactly one of the provider's registered redirect URIs, which the bank named in the
 *   authorisation request (OAuth 2.0: the bank vouches for the redirect): the same origin and path,
 *   and the same query once the answer's own parameters (code, state, error ...) are left out, so a
 *   parameter the provider did not register cannot ride along;
 * - it carries the provider's own `state` exactly as the provider sent it (RFC 6749 4.1.2), in the
 *   query (response mode `query`, docs/api/open-banking.md). A provider that sent no state gets no
 *   redirect: without it the provider cannot tell its own request from a forged one.
 * An address from the page's own URL (a `redirect_uri` query) or from the consent's data is never
 * passed to this rule, so it can never be followed. Anything else is refused with a reason, and the
 * app shows an error page instead of leaving.
 */
export type RedirectDecision =
  | { ok: true; url: string }
  | { ok: false; reason: 'missing' | 'malformed' | 'not-https' | 'credentials' | 'not-registered' | 'wrong-state' };

/** What the bank said about the provider in the authorisation request. */
export interface VouchedRedirect {
  /** The provider's registered redirect URIs. None: no address can be followed. */
  redirectUris: readonly string[];
  /** The provider's state as it sent it; null when it sent none. */
  state: string | null;
}

function parsed(address: string): URL | null {
  try {
    return new URL(address);
  } catch {
    return null;
  }
}

const originAndPath = (url: URL): string => `${url.origin}${url.pathname}`;

/** The parameters an authorisation answer adds to the registered address (RFC 6749 4.1.2, 4.1.2.1; RFC 9207). */
const answerParameters = new Set(['code', 'state', 'error', 'error_description', 'error_uri', 'iss', 'id_token']);

/** The query the provider registered: every parameter, in order, the answer's own left out. */
const registeredQuery = (url: URL): string =>
  JSON.stringify([...url.searchParams.entries()].filter(([name]) => !answerParameters.has(name)));

const sameRegisteredAddress = (registered: URL, url: URL): boolean =>
  originAndPath(registered) === originAndPath(url) && registeredQuery(registered) === registeredQuery(url);

export function redirectFromAnswer(address: unknown, vouched: VouchedRedirect): RedirectDecision {
  if (typeof address !== 'string' || address.trim() === '') return { ok: false, reason: 'missing' };
  const raw = address.trim();
  // Control characters and backslashes are how browsers get talked into other hosts; refuse them.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return { ok: false, reason: 'malformed' };
  const url = parsed(raw);
  if (url === null) return { ok: false, reason: 'malformed' };
  if (url.protocol !== 'https:') return { ok: false, reason: 'not-https' };
  if (url.hostname === '') return { ok: false, reason: 'malformed' };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'credentials' };
  const registered = vouched.redirectUris.map(parsed).filter((u): u is URL => u !== null && u.protocol === 'https:');
  if (!registered.some((r) => sameRegisteredAddress(r, url))) return { ok: false, reason: 'not-registered' };
  if (vouched.state === null || url.searchParams.getAll('state').length !== 1 || url.searchParams.get('state') !== vouched.state) {
    return { ok: false, reason: 'wrong-state' };
  }
  return { ok: true, url: url.href };
}

/** The error page's words for a refused address (our own text: the spec is silent). */
export const refusedRedirectText = {
  title: 'We cannot send you back to the provider',
  body: 'The address we were given to return you to the provider is not a secure (https) address, so we have not opened it.',
  notRegistered: 'The address we were given to return you to the provider is not one the provider registered with us, so we have not opened it.',
  wrongState: 'The address we were given to return you to the provider does not carry what the provider asked us to send back, so we have not opened it.',
} as const;

export function refusedRedirectBody(reason: Exclude<RedirectDecision, { ok: true }>['reason']): string {
  if (reason === 'not-registered') return refusedRedirectText.notRegistered;
  if (reason === 'wrong-state') return refusedRedirectText.wrongState;
  return refusedRedirectText.body;
}

/**
 * The error redirect of RFC 6749 4.1.2.1 for a request that ended before the customer could answer
 *: to the provider's first registered https redirect URI, exactly as registered
 * (its own query kept), with `error=access_denied`, a description, and the provider's state exactly
 * as it sent it (response mode `query`). None when the bank registered no usable address.
 */
export function errorRedirect(vouched: VouchedRedirect, description: string): string | null {
  const registered = vouched.redirectUris.map(parsed).find((u): u is URL => u !== null && u.protocol === 'https:' && u.username === '' && u.password === '');
  if (!registered) return null;
  const url = new URL(registered.href);
  url.searchParams.append('error', 'access_denied');
  url.searchParams.append('error_description', description);
  if (vouched.state !== null) url.searchParams.append('state', vouched.state);
  return url.href;
}
