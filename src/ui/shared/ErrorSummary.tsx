import { useEffect, useId, useRef } from 'react';
import { setErrorTitlePrefix } from './document-title';

export interface SummaryError {
  /** id of the field the link moves focus to. */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  errors: readonly SummaryError[];
  title?: string;
  /** Change it (e.g. a submit counter) to move focus to the summary again on each failed submit. */
  focusKey?: number | string;
}

/**
 * GOV.UK error summary: at the top of the form, takes focus when shown, one link per error that
 * focuses its field, and the page title prefixed 'Error: ' while it is shown.
 */
export function ErrorSummary({ errors, title = 'There is a problem', focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const shown = errors.length > 0;

  useEffect(() => {
    if (!shown) return;
    ref.current?.focus();
  }, [shown, focusKey]);

  useEffect(() => {
    setErrorTitlePrefix(shown);
    return () => setErrorTitlePrefix(false);
  }, [shown]);

  if (!shown) return null;
  return (
    <div ref={ref} className="error-summary" role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="error-summary__title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={`${error.fieldId}:${error.message}`}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                // Hash routing: following '#id' would change the route, so move focus by hand.
                event.preventDefault();
                const target = document.getElementById(error.fieldId);
                // A group of fields (a date's day, month and year): its first part in error, else its first field.
                const field =
                  target instanceof HTMLFieldSetElement ? (target.querySelector<HTMLElement>('[aria-invalid="true"]') ?? target.querySelector<HTMLElement>('input')) : target;
                field?.focus();
                field?.scrollIntoView?.({ block: 'center' });
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
