import { ErrorCodes } from '../../core/shared/error-codes';
import { failurePanel } from '../../core/shell/failure-panel';
import { FailurePanelView } from './FailurePanelView';

export type GenericErrorCode = typeof ErrorCodes.generic | typeof ErrorCodes.connection | typeof ErrorCodes.catchAll;

export interface ErrorPanelProps {
  /** FD001T (generic), FD999T (connection) or FD892T (catch-all); any other code gets the same text. */
  code?: GenericErrorCode | string;
  headingLevel?: number;
}

/**
 * The 'It's us, not you.' panel (docs/rules/error-catalogue.md) with Back and Balances buttons, for a page with no
 * view model of its own; pages with one show their view model's FailurePanel (FailurePanelView).
 */
export function ErrorPanel({ code = ErrorCodes.generic, headingLevel = 1 }: ErrorPanelProps) {
  return <FailurePanelView panel={failurePanel({ code })} headingLevel={headingLevel} />;
}
