import { ErrorCodes, genericPanelMessage, genericPanelTitle } from '../../core/shared/error-codes';

/** Catch-all error boundary: never a blank page. The home button reloads the app from the start. */
export function RouteErrorPage() {
  return (
    <main id="main-content">
      <h1>{genericPanelTitle}</h1>
      <p>{genericPanelMessage(ErrorCodes.catchAll)}</p>
      <button type="button" onClick={() => window.location.assign(window.location.pathname)}>
        Home
      </button>
    </main>
  );
}
