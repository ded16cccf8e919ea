import { ErrorCodes } from '../../core/shared/error-codes';
import { Button } from './Button';
import { ErrorByCodePanel } from './ErrorByCodePanel';

/**
 * Shown when the content master or its files cannot be loaded (spec 01 section 8: 'Content-load
 * errors show an error page with the code'). Without content there are no labels, so the wording
 * is the built-in generic text. Trying again reloads the app.
 */
export function ContentLoadErrorPage({ code = ErrorCodes.generic }: { code?: string }) {
  return (
    <ErrorByCodePanel code={code}>
      <Button onClick={() => window.location.reload()}>Try again</Button>
    </ErrorByCodePanel>
  );
}
