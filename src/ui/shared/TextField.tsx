import type { InputHTMLAttributes } from 'react';
import { FieldError } from './FieldError';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** The message to show now; the caller decides visibility (see fieldErrorVisible). */
  error?: string | null;
  /** The id of more text that describes the field, read before the hint (the digits to sign, say). */
  describedBy?: string;
}

/** Labelled text input with hint and inline error, both linked through aria-describedby. */
export function TextField({ id, label, hint, error, value, onChange, className, describedBy: extraDescription, ...rest }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [extraDescription, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['form-group', error ? 'form-group--error' : '', className].filter(Boolean).join(' ')}>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
      <input
        type="text"
        {...rest}
        id={id}
        className={['input', error ? 'input--error' : ''].filter(Boolean).join(' ')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      />
    </div>
  );
}
