import type { FormEvent } from 'react';
import { FieldError } from '../../shared/FieldError';
import { Button } from '../../shared/Button';

export interface DateRangeFieldsProps {
  idPrefix: string;
  from: string;
  to: string;
  fromError: string | null;
  toError: string | null;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
  /** Latest date a field accepts (today): the browser's picker then offers no future dates. */
  max?: string;
}

export const fieldIds = (idPrefix: string) => ({ from: `${idPrefix}-from`, to: `${idPrefix}-to` });

function DateField(props: { id: string; label: string; value: string; error: string | null; onChange: (v: string) => void; max?: string }) {
  const { id, label, value, error, onChange, max } = props;
  return (
    <div className={['form-group', error ? 'form-group--error' : ''].filter(Boolean).join(' ')}>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
      <input
        id={id}
        type="date"
        className={['input', 'input--date', error ? 'input--error' : ''].filter(Boolean).join(' ')}
        value={value}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
      />
    </div>
  );
}

/** A start and an end date with inline errors (GOV.UK pattern); values are ISO 'YYYY-MM-DD'. */
export function DateRangeFields({ idPrefix, from, to, fromError, toError, onFrom, onTo, max }: DateRangeFieldsProps) {
  const ids = fieldIds(idPrefix);
  return (
    <div className="date-range">
      <DateField id={ids.from} label="From" value={from} error={fromError} onChange={onFrom} max={max} />
      <DateField id={ids.to} label="To" value={to} error={toError} onChange={onTo} max={max} />
    </div>
  );
}

export interface DateRangeFilterProps extends DateRangeFieldsProps {
  active: boolean;
  onApply: () => void;
  onClear: () => void;
}

/** The transactions page's date filter: a fieldset with Apply and Clear. */
export function DateRangeFilter({ active, onApply, onClear, ...fields }: DateRangeFilterProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form className="filter" onSubmit={submit} noValidate aria-label="Filter by date">
      <fieldset className="fieldset">
        <legend className="fieldset__legend">Filter by date</legend>
        <DateRangeFields {...fields} />
        <div className="button-group">
          <Button type="submit">Apply dates</Button>
          {active || fields.from || fields.to ? (
            <Button variant="secondary" onClick={onClear}>
              Clear dates
            </Button>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}
