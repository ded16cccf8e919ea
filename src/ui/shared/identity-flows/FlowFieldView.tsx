import { FieldError } from '../FieldError';
import type { FlowField } from './flow-fields';
import { pasteTrimmed } from '../paste-trimmed';

export interface FlowFieldViewProps {
  field: FlowField;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  /** Locked (the Re-authentication Security Code while changes are locked). */
  disabled?: boolean;
}

/**
 * One field of an identity-service form, as the page gives it (radios, a select or an input): shared by
 * the identity flows and security details. Labels, inline messages and aria links follow GOV.UK.
 */
export function FlowFieldView({ field, value, error, onChange, disabled }: FlowFieldViewProps) {
  const errorId = `${field.id}-error`;
  const groupClass = ['form-group', error ? 'form-group--error' : ''].filter(Boolean).join(' ');

  if (field.control === 'radio') {
    return (
      <fieldset className={groupClass} aria-describedby={error ? errorId : undefined}>
        <legend className="label">{field.label}</legend>
        {error ? <FieldError id={errorId} message={error} /> : null}
        {field.options.map((option) => (
          <div className="radio" key={option.value}>
            <input
              id={option.id}
              type="radio"
              name={field.name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={option.id}>{option.label}</label>
          </div>
        ))}
      </fieldset>
    );
  }

  if (field.control === 'select') {
    return (
      <div className={groupClass}>
        <label className="label" htmlFor={field.id}>
          {field.label}
        </label>
        {error ? <FieldError id={errorId} message={error} /> : null}
        <select
          id={field.id}
          name={field.name}
          className="input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
        >
          {field.options.some((o) => o.value === '') ? null : <option value="">Please select</option>}
          {field.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    );
  }

  return (
    <div className={groupClass}>
      <label className="label" htmlFor={field.id}>
        {field.label}
      </label>
      {error ? <FieldError id={errorId} message={error} /> : null}
      <input
        id={field.id}
        name={field.name}
        type={field.type}
        className={['input', error ? 'input--error' : ''].filter(Boolean).join(' ')}
        value={value}
        maxLength={field.maxLength}
        onPaste={pasteTrimmed}
        autoComplete={field.autoComplete}
        spellCheck={false}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
      />
    </div>
  );
}
