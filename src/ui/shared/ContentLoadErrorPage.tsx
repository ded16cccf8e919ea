import { ErrorCodes } from '../../core/shared/error-codes';
import { Button } from './Button';
import { ErrorByCodePanel } from './ErrorByCodePanel';

/**
 * Shown when the content master or its files cannot be loaded (docs/rules/error-catalogue.md: 'Content-load
 * errors show an error page with the code'). Without content there are no labels, so the wording
 * is the built-in generic text. Trying again loads content again (or reloads the app).
 */
export interface ContentLoadErrorPageProps {
  code?: string;
  /** Defaults to reloading the page. */
  onRetry?: () => void;
  headingLevel?: number;
}

export function ContentLoadErrorPage({ code = ErrorCodes.generic, onRetry, headingLevel = 1 }: ContentLoadErrorPageProps) {
  return (
    <ErrorByCodePanel code={code} headingLevel={headingLevel}>
      <Button onClick={onRetry ?? (() => window.location.reload())}>Try again</Button>
    </ErrorByCodePanel>
  );
}
