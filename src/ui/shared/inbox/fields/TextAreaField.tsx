import { FieldError } from '../../FieldError';

export interface TextAreaFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  hint?: string;
  error?: string | null;
  /** The live counter ('You have 1,480 characters remaining'), announced politely as it changes. */
  counter?: { remaining: number };
  rows?: number;
}

const counterText = (remaining: number) =>
  remaining >= 0
    ? `You have ${remaining.toLocaleString('en-GB')} character${remaining === 1 ? '' : 's'} remaining`
    : `You have ${(-remaining).toLocaleString('en-GB')} character${remaining === -1 ? '' : 's'} too many`;

/** A labelled text area with hint, inline error and a character counter (GOV.UK character count). */
export function TextAreaField({ id, label, value, onChange, onBlur, hint, error, counter, rows = 6 }: TextAreaFieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', counter ? `${id}-counter` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['form-group', error ? 'form-group--error' : ''].filter(Boolean).join(' ')}>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
      <textarea
        id={id}
        className={['input', 'textarea', error ? 'input--error' : ''].filter(Boolean).join(' ')}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      />
      {counter ? (
        <p id={`${id}-counter`} className={['hint', 'counter', counter.remaining < 0 ? 'counter--over' : ''].join(' ')} aria-live="polite">
          {counterText(counter.remaining)}
        </p>
      ) : null}
    </div>
  );
}
