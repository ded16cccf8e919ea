import type { InputHTMLAttributes } from 'react';
import { FieldError } from './FieldError';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'checked' | 'id' | 'type'> {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  error?: string | null;
}

export function Checkbox({ id, label, hint, error, checked, onChange, className, ...rest }: CheckboxProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['form-group', 'checkbox', error ? 'form-group--error' : '', className].filter(Boolean).join(' ')}>
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
      <input
        {...rest}
        type="checkbox"
        id={id}
        className="checkbox__input"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      />
      <label className="checkbox__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="hint checkbox__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
