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
}

/** Labelled text input with hint and inline error, both linked through aria-describedby. */
export function TextField({ id, label, hint, error, value, onChange, className, ...rest }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
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
