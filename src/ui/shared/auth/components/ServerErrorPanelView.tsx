import { forwardRef } from 'react';
import type { ServerErrorPanel } from '../../../../core/auth-forms/server-error-panel';

/**
 * The identity service's errors on a log-on page (docs/rules/error-catalogue.md): the LOG_0008 tips panel, or
 * the list under 'One or more errors must be corrected'. Announced as an alert when it appears.
 */
export const ServerErrorPanelView = forwardRef<HTMLDivElement, { panel: ServerErrorPanel }>(function ServerErrorPanelView(
  { panel },
  ref,
) {
  if (panel.kind === 'none') return null;
  return (
    <div ref={ref} className="server-errors" role="alert" tabIndex={-1} aria-labelledby="server-errors-title">
      <h2 id="server-errors-title" className="server-errors__title">
        {panel.title}
      </h2>
      <ul className="server-errors__list">
        {(panel.kind === 'lockWarning' ? panel.tips : panel.messages).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
});
