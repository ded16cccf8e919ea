import type { ReactNode } from 'react';
import { FieldError } from '../../shared/FieldError';

export interface RadioOption {
  value: string;
  label: string;
  hint?: ReactNode;
  /** Shown under the option while it is chosen (GOV.UK conditional reveal). */
  conditional?: ReactNode;
}

/** A GOV.UK radio question: the legend is the question (the page's heading when `heading`), none pre-selected. */
export function Radios({
  id, legend, hint, options, value, error, onChange, heading = false, disabled = false,
}: {
  id: string;
  legend: string;
  hint?: string;
  options: readonly RadioOption[];
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  heading?: boolean;
  disabled?: boolean;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['form-group', error ? 'form-group--error' : ''].filter(Boolean).join(' ')}>
      <fieldset className="mm-radios" aria-describedby={describedBy}>
        <legend>{heading ? <h1>{legend}</h1> : legend}</legend>
        {hint ? (
          <p id={`${id}-hint`} className="hint">
            {hint}
          </p>
        ) : null}
        {error ? <FieldError id={`${id}-error`} message={error} /> : null}
        {options.map((option, i) => {
          // The first option carries the question's id, so the error summary's link lands on it.
          const optionId = i === 0 ? id : `${id}-${option.value}`;
          return (
            <div key={option.value}>
              <div className="mm-radio">
                <input
                  type="radio"
                  id={optionId}
                  name={id}
                  value={option.value}
                  checked={value === option.value}
                  onChange={() => onChange(option.value)}
                  disabled={disabled}
                  aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                />
                <label htmlFor={optionId}>{option.label}</label>
              </div>
              {option.hint ? (
                <div id={`${optionId}-hint`} className="hint">
                  {option.hint}
                </div>
              ) : null}
              {option.conditional && value === option.value ? <div className="radio__conditional">{option.conditional}</div> : null}
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}
