import { Link } from 'react-router-dom';
import { FieldError } from '../../shared/FieldError';
import { ErrorSummary, type SummaryError } from '../../shared/ErrorSummary';
import type { FormTouchState } from '../../shared/form-touch-state';
import { errorsOf } from '../../shared/summary-errors';

/**
 * A loan form's errors as shown: none until the customer has tried to go on, then every keystroke's
 * (shown on a blur, a message above the button moved it away under the pointer between press and
 * release). `summary` is the error summary's, in the order of `fields`, each linked to its field's id.
 */
export function shownErrors<F extends string>(
  touch: FormTouchState<F>,
  errors: Partial<Record<F, string>>,
  fields: readonly F[],
  ids: Readonly<Record<F, string>>,
): { shown: (field: F) => string | null; summary: SummaryError[] } {
  const shown = (field: F) => (touch.submitAttempted ? (errors[field] ?? null) : null);
  return { shown, summary: touch.submitAttempted ? errorsOf(Object.fromEntries(fields.map((f) => [ids[f], errors[f]]))) : [] };
}

/**
 * The top of every loan question page, in GOV.UK's order: Back, the error summary (focused on each
 * failed submit), the page's heading.
 */
export function LoanQuestionTop({ back, errors, focusKey, title }: { back: string; errors: SummaryError[]; focusKey: number; title: string }) {
  return (
    <>
      <p>
        <Link to={back}>Back</Link>
      </p>
      <ErrorSummary errors={errors} focusKey={focusKey} />
      <h1>{title}</h1>
    </>
  );
}

/**
 * A whole-number text field of a loan page bound to the journey's entry and the form's touch state:
 * spread onto a TextField with its label and hint (the amount, the term, the income and costs).
 */
export function wholeNumberEntry<F extends string>(
  field: F,
  id: string,
  value: string,
  shown: (field: F) => string | null,
  touch: FormTouchState<F>,
  update: (value: string) => void,
) {
  return {
    id,
    value,
    error: shown(field),
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    onChange: update,
    onFocus: () => touch.focus(field),
    onBlur: () => touch.blur(field),
  };
}

export interface LoanRadiosProps<V extends string> {
  /** The input name; each radio's id is `${name}-${value}`, the message's `${name}-error`. */
  name: string;
  legend: string;
  /** Optional hint under the legend, read with the question. */
  hint?: string;
  options: readonly { value: V; label: string }[];
  value: string;
  error: string | null;
  onChange: (value: V) => void;
  onFocus?: () => void;
  onBlur?: () => void;
}

/** A required radio question of the loan's pages (the purpose, the employment status, the account paid into). */
export function LoanRadios<V extends string>({ name, legend, hint, options, value, error, onChange, onFocus, onBlur }: LoanRadiosProps<V>) {
  const describedBy = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className={['loan-radios', error ? 'form-group--error' : ''].filter(Boolean).join(' ')} aria-describedby={describedBy || undefined}>
      <legend>{legend}</legend>
      {hint ? (
        <p id={`${name}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${name}-error`} message={error} /> : null}
      {options.map((o) => (
        <div className="loan-radio" key={o.value}>
          <input
            type="radio"
            id={`${name}-${o.value}`}
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
            onFocus={onFocus}
            onBlur={onBlur}
          />
          <label htmlFor={`${name}-${o.value}`}>{o.label}</label>
        </div>
      ))}
    </fieldset>
  );
}
