/**
 * Where a walk over every page lands (the reflow and focus walk in Chromium, the engines' reflow
 * walk, the dev server's pages): a page that shows another route than the one opened was not looked
 * at, unless the move is one of the app's known redirects below, each listed once with its reason.
 * Paths are without the leading '#/' and without a query.
 */
export interface KnownRedirect {
  /** The route opened (a concrete path; a :parameter or '*' in it matches one or more segments). */
  opened: string;
  /** The route the app shows instead (same notation; `$1` repeats the opened path's first `*`). */
  shown: string;
  why: string;
}

const flowStart = 'a deep link into the middle of a flow goes back to its first step';

const madeUp = 'no link on an earlier page gives a real value, and a made-up one is not found';

export const knownRedirects: readonly KnownRedirect[] = [
  // Before log-on.
  { opened: '', shown: 'authentication/username', why: 'the app opens on the log-on page' },
  { opened: 'authentication/new-session', shown: 'authentication/username', why: 'with no session just ended, a new session starts with a log-on' },
  // The forward step goes on to where the customer was going (Balances when nowhere), whose guard
  // sends a customer not logged on to the log-on page: a slower engine is seen on the way.
  { opened: 'authentication/forward', shown: 'authentication/username', why: 'the forward step goes on to Balances, which needs a log-on' },
  { opened: 'authentication/forward', shown: 'summary', why: 'the forward step goes on to Balances, which needs a log-on' },
  { opened: 'authentication/password', shown: 'authentication/username', why: flowStart },
  { opened: 'authentication/securetoken', shown: 'authentication/username', why: flowStart },
  { opened: 'idv/cam40redirect', shown: 'authentication/username', why: 'the step-up return needs a log-on in progress' },
  { opened: 'onlinereset/*', shown: 'onlinereset', why: flowStart },
  { opened: 'offlinereset/*', shown: 'offlinereset', why: flowStart },
  { opened: 'registration/*', shown: 'registration', why: flowStart },
  { opened: 'reset-pin/*', shown: 'reset-pin', why: flowStart },
  // Logged on: an area that opens on one of its pages.
  { opened: 'activation', shown: 'activation/choose', why: 'the activation area opens on the token choice' },
  { opened: 'inbox', shown: 'inbox/received', why: 'the inbox opens on received messages' },
  { opened: 'summary/:accountIndex', shown: 'summary/:accountIndex/transactions', why: 'an account opens on its transactions' },
  { opened: 'security-details', shown: 'security-details/options', why: 'security details open on the list of what can be changed' },
  { opened: 'security/info', shown: 'security/info/:categorySlug', why: 'the security pages open on their first category' },
  { opened: 'travel/info', shown: 'travel/info/:categorySlug', why: 'the travel pages open on their first category' },
  { opened: 'contact-us/info', shown: 'contact-us', why: 'the contact page holds its own information' },
  { opened: 'email-details/:editEmail', shown: 'email-details/edit', why: 'any edit of the email address is the one edit page' },
  { opened: 'summary/:accountIndex/move-money/*/:majorBeneId', shown: 'summary/:accountIndex/move-money/$1/:majorBeneId/details', why: 'a company payment opens on its details step' },
  // Logged on: a deep link into the middle of a journey goes back to its first step.
  { opened: 'activation/*', shown: 'activation', why: flowStart },
  // The first step is the area's opening page, which goes on to the token choice: seen on a slow engine.
  { opened: 'activation/*', shown: 'activation/choose', why: flowStart },
  { opened: 'security-details/*', shown: 'security-details/options', why: flowStart },
  { opened: 'products/cash-isa/*', shown: 'products/cash-isa', why: flowStart },
  { opened: 'products/credit-cards/*', shown: 'products/credit-cards', why: flowStart },
  { opened: 'products/personal-loans/*', shown: 'products/personal-loans', why: flowStart },
  { opened: 'products/regular-saver/*', shown: 'products/regular-saver', why: flowStart },
  { opened: '*/review/:notice', shown: '$1', why: flowStart },
  { opened: '*/review/:notice', shown: '$1/details', why: flowStart },
  // The notice's own redirect goes to its review, whose redirect goes to the first step: a slower engine is seen on the way.
  { opened: '*/review/:notice', shown: '$1/review', why: flowStart },
  { opened: '*/review', shown: '$1', why: flowStart },
  { opened: '*/review', shown: '$1/details', why: flowStart },
  { opened: '*/confirm', shown: '$1', why: flowStart },
  { opened: '*/confirm', shown: '$1/details', why: flowStart },
  { opened: '*/:categorySlug/message/:formId/review', shown: '$1', why: flowStart },
  { opened: '*/:categorySlug/message/:formId/confirm', shown: '$1', why: flowStart },
  { opened: 'contact-us/*/confirm', shown: 'contact-us/$1', why: flowStart },
  // Logged on: a page whose parameter no earlier page linked to.
  { opened: 'products/personal-loans/fallback', shown: 'not-found', why: madeUp },
  { opened: '*/categorySlug/message/encoded', shown: 'not-found', why: madeUp },
  { opened: '*/categorySlug/message/encoded/*', shown: 'not-found', why: madeUp },
  { opened: 'summary/:accountIndex/manage-account/categorySlug/message/formId', shown: 'summary/:accountIndex/manage-account', why: "a form the account does not have: its Manage account list" },
  { opened: 'send-message', shown: 'not-found', why: "the area's prefix has no page of its own, only its forms (send-message/anything-else)" },
  // Logged on: leaves the app.
  { opened: 'summary/:accountIndex/sharedealing', shown: '', why: 'share dealing is another service: the app hands the customer over' },
];

/** `pattern` as a regular expression over a path: ':name' is one segment, '*' one or more. */
function matcher(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment === '*' ? '(.+)' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

/** The route shown by a URL's hash ('#/summary/0?x=1' → 'summary/0'). */
export const routeOfHash = (hash: string): string => hash.replace(/^#\/?/, '').split('?')[0]?.replace(/\/$/, '') ?? '';

/** Why `shown` is fine for a page opened at `opened`, or null when the walk did not look at what it opened. */
export function landedAs(opened: string, shown: string): string | null {
  if (opened === shown) return 'the page opened';
  for (const r of knownRedirects) {
    const m = matcher(r.opened).exec(opened);
    if (!m) continue;
    const expected = r.shown.replace('$1', m[1] ?? '');
    if (matcher(expected).test(shown)) return r.why;
  }
  return null;
}

/** A walk's problem when a page landed elsewhere than it was opened, else null. */
export function landingProblem(opened: string, shown: string): string | null {
  return landedAs(opened, shown) === null ? `/${opened} showed /${shown}: not the page opened, and no known redirect (test/e2e/reflow/landing.ts)` : null;
}

/** The page that shows every shared component, a loader among them, for as long as it is open. */
export const showsALoader: ReadonlySet<string> = new Set(['gel']);

/** The activation area: once opened, every page of a session goes to the token choice, so walks open it last. */
export const isActivation = (p: string): boolean => p === 'activation' || p.startsWith('activation/');
