import { IdentityErrorCodes, IdentityRoutes, type IdentityStep } from '../identity/identity-step';

/**
 * What a page of the identity service answered to a POST that changes something. The one rule for
 * every identity page, beside classifyFailure for the JSON gateways: only the flow's own page with
 * its field errors, or a page that refuses in the bank's words (an error page with a code of the
 * bank's), says nothing changed. A page nobody can read (a 200 maintenance page, a body cut off
 * mid-page: the parser's FD2G509), the general error page (a proxy's "try again later" reads the same)
 * or the form again without an error may hide a change that was made: unknown.
 */
export type PostedPageAnswer = 'own-page-with-errors' | 'refusal-page' | 'unknown';

export function classifyPostedPage(step: IdentityStep, isOwnRoute: (route: string) => boolean): PostedPageAnswer {
  if (isOwnRoute(step.route)) return step.errors.length > 0 ? 'own-page-with-errors' : 'unknown';
  if (step.status === 'FALLBACK' || step.route === IdentityRoutes.fallback || step.route === IdentityRoutes.generalError) return 'unknown';
  if (step.route === IdentityRoutes.readOnly) return 'refusal-page';
  const bankCode = step.errors.some((e) => e.code !== '' && e.code !== IdentityErrorCodes.fallback);
  return step.status === 'ERROR' && bankCode ? 'refusal-page' : 'unknown';
}
