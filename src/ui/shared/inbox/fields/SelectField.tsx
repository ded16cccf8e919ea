import { FieldError } from '../../FieldError';

export interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string | null;
  /** The first, empty option ('Choose a subject'). */
  placeholder?: string;
}

/** A labelled select with an inline error (docs/rules/field-validation.md: the placeholder is no selection). */
export function SelectField({ id, label, value, options, onChange, error, placeholder = 'Please select' }: SelectFieldProps) {
  return (
    <div className={['form-group', error ? 'form-group--error' : ''].filter(Boolean).join(' ')}>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
      <select
        id={id}
        className={['input', 'select', error ? 'input--error' : ''].filter(Boolean).join(' ')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
