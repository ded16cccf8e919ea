import type { FormEvent } from 'react';
import { formatDateParts } from '../../../core/dates/date-entry';
import { DateInput } from '../../shared/DateInput';
import { Button } from '../../shared/Button';

export interface DateRangeFieldsProps {
  idPrefix: string;
  from: string;
  to: string;
  fromError: string | null;
  toError: string | null;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
  /** The bank's today (ISO): the hint's example is today's date, as the customer would type it. */
  today?: string;
}

export const fieldIds = (idPrefix: string) => ({ from: `${idPrefix}-from`, to: `${idPrefix}-to` });

/** A start and an end date, each a GOV.UK date input; values are date entries (core/dates): ISO once real. */
export function DateRangeFields({ idPrefix, from, to, fromError, toError, onFrom, onTo, today }: DateRangeFieldsProps) {
  const ids = fieldIds(idPrefix);
  const hint = today ? `For example, ${formatDateParts(today)}` : undefined;
  return (
    <div className="date-range">
      <DateInput id={ids.from} legend="From" hint={hint} value={from} error={fromError} onChange={onFrom} />
      <DateInput id={ids.to} legend="To" hint={hint} value={to} error={toError} onChange={onTo} />
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
