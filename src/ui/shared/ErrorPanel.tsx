import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorCodes, genericPanelMessage, genericPanelTitle } from '../../core/shared/error-codes';
import { balancesPath } from '../../core/shell/start-route';
import { Button } from './Button';
import { Heading } from './Heading';

export type GenericErrorCode = typeof ErrorCodes.generic | typeof ErrorCodes.connection | typeof ErrorCodes.catchAll;

export interface ErrorPanelProps {
  /** FD001T (generic), FD999T (connection) or FD892T (catch-all); any other code gets the same text. */
  code?: GenericErrorCode | string;
  headingLevel?: number;
}

/** The 'It's us, not you.' panel (spec 01 section 8) with Back and Balances buttons. */
export function ErrorPanel({ code = ErrorCodes.generic, headingLevel = 1 }: ErrorPanelProps) {
  const navigate = useNavigate();
  // 'default' is the key of the entry the app opened on: there is no earlier page of ours to go back to.
  const firstPage = useLocation().key === 'default';
  return (
    <div className="panel panel--error" data-error-code={code}>
      <Heading level={headingLevel} className="panel__title">
        {genericPanelTitle}
      </Heading>
      <p>{genericPanelMessage(code)}</p>
      <div className="button-group">
        <Button variant="secondary" onClick={() => (firstPage ? navigate('/') : navigate(-1))}>
          Back
        </Button>
        <Button onClick={() => navigate(balancesPath)}>Balances</Button>
      </div>
    </div>
  );
}
