import { useEffect, type RefObject } from 'react';
import { focusField } from './focus-field';

/**
 * Where focus goes after a refused submit, on the log-on and identity pages.
 *
 * - Refused by the page's own checks: the GOV.UK error summary takes focus itself (its focusKey is
 *   the failed-submit count), so a screen reader reads the list of problems; each link there moves
 *   to its field. Moving focus on to the field here would cut that announcement short.
 * - Refused by the service: where the page lists the service's field errors in its error summary
 *   (`summaryShown`, with the failure count in the summary's focusKey), the summary has taken focus;
 *   otherwise the service's error panel is that answer's summary and takes it; only when no panel
 *   is shown does the first invalid field take it.
 */
export function useFocusOnFailure(
  serverFailures: number,
  firstInvalidFieldId: () => string | null,
  panel: RefObject<HTMLElement | null>,
  summaryShown = false,
): void {
  useEffect(() => {
    if (serverFailures === 0 || summaryShown) return;
    if (panel.current) panel.current.focus();
    else focusField(firstInvalidFieldId());
    // Only a new failure moves focus, not a change of which field is invalid.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverFailures]);
}
