import { ErrorCodes, genericPanelMessage } from '../../core/shared/error-codes';
import { HttpFailure } from './http-client';

/**
 * The shape every id the app puts into an API path has (account, payment, message, application,
 * consent and authorisation ids): letters, digits and `-`, `_`, `.`, `~`, not starting with a dot.
 * Ids come from routes (`/summary/0/.../:paymentIndex`) and answers; `encodeURIComponent` leaves `.`
 * and `..` as they are, which a server resolves one level up, so an id that does not match is never
 * sent: the call fails as the catch-all error instead.
 */
const idPattern = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,127}$/;

export function idSegment(id: string): string {
  if (!idPattern.test(id)) {
    throw new HttpFailure({ code: ErrorCodes.catchAll, description: genericPanelMessage(ErrorCodes.catchAll) });
  }
  return encodeURIComponent(id);
}
