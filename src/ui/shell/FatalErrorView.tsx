import { useEffect } from 'react';
import { ErrorCodes } from '../../core/shared/error-codes';
import { ErrorReporter } from '../../core/shared/error-reporter.port';
import { useInjection } from '../di/container-context';
import { Button } from '../shared/Button';
import { ErrorByCodePanel } from '../shared/ErrorByCodePanel';

/**
 * What the customer sees when rendering failed (docs/rules/error-catalogue.md): never a blank page, the catch-all
 * code, and a Home button that reloads the app from the start. The error is reported (masked).
 */
export function FatalErrorView({ error }: { error: unknown }) {
  const reporter = useInjection<ErrorReporter>(ErrorReporter);
  useEffect(() => {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    reporter.report({ code: ErrorCodes.catchAll, message });
  }, [error, reporter]);
  return (
    <div className="app">
      <header className="top-bar">
        <p className="top-title">Online Banking</p>
      </header>
      <main id="main-content" className="main" tabIndex={-1}>
        <ErrorByCodePanel code={ErrorCodes.catchAll}>
          <Button onClick={() => window.location.assign(`${window.location.pathname}${window.location.search}`)}>Home</Button>
        </ErrorByCodePanel>
      </main>
    </div>
  );
}
