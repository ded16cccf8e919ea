import type { IdentityError } from '../identity/identity-step';
import { ServerErrorTexts, withPhone } from './log-on-messages';

/**
 * How the server errors of a log-on page are shown (docs/rules/error-catalogue.md). LOG_0008 as the first error
 * gets its own panel of tips; otherwise every error is listed under 'One or more errors must be
 * corrected'. On a failed log-on the panel never says which element was wrong (PSD2 RTS 4(3)(a)): any
 * message that is not one the spec words itself becomes the details-mismatch text.
 */
export type ServerErrorPanel =
  | { kind: 'none' }
  | { kind: 'lockWarning'; title: string; tips: string[] }
  | { kind: 'list'; title: string; messages: string[] };

export const LockWarningCode = 'LOG_0008';

export function serverErrorMessage(error: IdentityError, phone: string): string {
  const code = error.code.trim().toUpperCase();
  if (code === LockWarningCode) return ServerErrorTexts.securityCodeIncorrect;
  if (code === 'BRC-109' || code === 'BRC_109') return ServerErrorTexts.brc('109');
  if (code === 'BRC-845' || code === 'BRC_845') return ServerErrorTexts.brc('845');
  if (code === 'OLR_0043') return withPhone(ServerErrorTexts.olr0043, phone);
  return ServerErrorTexts.detailsMismatch;
}

export function serverErrorPanel(errors: readonly IdentityError[], phone: string): ServerErrorPanel {
  const first = errors[0];
  if (!first) return { kind: 'none' };
  if (first.code.trim().toUpperCase() === LockWarningCode) {
    return { kind: 'lockWarning', title: ServerErrorTexts.lockWarning, tips: ServerErrorTexts.lockWarningTips.map((t) => withPhone(t, phone)) };
  }
  const messages = [...new Set(errors.map((e) => serverErrorMessage(e, phone)))];
  return { kind: 'list', title: ServerErrorTexts.summaryTitle, messages };
}
