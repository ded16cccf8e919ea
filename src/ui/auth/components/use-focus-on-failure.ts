import { useEffect, type RefObject } from 'react';
import { focusField } from './focus-field';

/**
 * After a failed submit the first invalid field takes focus (spec 01 section 4); after an answer with
 * server errors and nothing invalid left, the server's error panel does, so it is read out.
 * Runs after the error summary's own effect (a child's effects run first), so the field wins.
 */
export function useFocusOnFailure(
  failedSubmits: number,
  serverFailures: number,
  firstInvalidFieldId: () => string | null,
  panel: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (failedSubmits > 0) focusField(firstInvalidFieldId());
    // Only a new failure moves focus, not a change of which field is invalid.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failedSubmits]);

  useEffect(() => {
    if (serverFailures === 0) return;
    const id = firstInvalidFieldId();
    if (id) focusField(id);
    else panel.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverFailures]);
}
