import { ErrorCodes } from '../shared/error-codes';
import { errorTextByCode, type ErrorEntry } from './error-by-code';

/** The codes of the 'It's us, not you.' panel (docs/rules/error-catalogue.md, docs/rules/error-catalogue.md). */
export const genericFailureCodes: readonly string[] = [ErrorCodes.generic, ErrorCodes.connection, ErrorCodes.catchAll];

/** Where a failure panel's buttons lead: the page before, or the Balances home (/summary). */
export type FailurePanelAction = 'back' | 'balances';

/** What a page shows instead of its content when its request failed. */
export interface FailurePanel {
  code: string;
  title: string;
  message: string;
  /** In the order shown. */
  actions: readonly FailurePanelAction[];
}

/** A failure's own code, or FD001T when it has none (docs/rules/error-catalogue.md: 'its code or a default'). */
export const failureCode = (error: { code?: string | null }): string => error.code || ErrorCodes.generic;

/**
 * The panel for a failed request of a customer page. Its code is the failure's, or FD001T when it
 * has none; its text is content's entry for the code or the generic texts (errorTextByCode).
 * FD001T, FD999T and FD892T offer Back and Balances wherever they appear (spec 01 and 02 section 8);
 * any other code offers Balances (docs/rules/customer-screens.md: 'Error panels offer a Balances button'); the
 * spec gives Back to the generic panel only. A page may add its own 'Try again'.
 */
export function failurePanel(error: { code?: string | null }, entry?: ErrorEntry | null): FailurePanel {
  const code = failureCode(error);
  const text = errorTextByCode(code, entry);
  const actions: FailurePanelAction[] = genericFailureCodes.includes(code) ? ['back', 'balances'] : ['balances'];
  return { code, ...text, actions };
}
