import { useState, type FocusEvent } from 'react';
import { dateEntryOf, datePartsInError, datePartsOf, type DatePart, type DateParts } from '../../core/dates/date-entry';
import { FieldError } from './FieldError';
import './date-input.css';

export interface DateInputProps {
  /** The fieldset's id: an error summary link to it lands on the first part in error (ErrorSummary). */
  id: string;
  /** The question, e.g. 'First payment date': the fieldset's legend, so the three fields are named by it. */
  legend: string;
  /** A date entry (core/dates): the ISO date, or the parts as typed while they make no real date. */
  value: string;
  onChange: (entry: string) => void;
  hint?: string;
  /** The message to show now; the caller decides visibility. Only the parts in error are marked. */
  error?: string | null;
  /** A date of birth: the browser may fill it in (autocomplete bday-day, bday-month, bday-year). */
  dateOfBirth?: boolean;
  /** Focus entering and leaving the group as a whole (not each of its three fields). */
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  className?: string;
}

const partLabels: Record<DatePart, string> = { day: 'Day', month: 'Month', year: 'Year' };
const autoCompletes: Record<DatePart, string> = { day: 'bday-day', month: 'bday-month', year: 'bday-year' };

export const datePartId = (id: string, part: DatePart) => `${id}-${part}`;

/**
 * GOV.UK's date input (design-system.service.gov.uk/components/date-input): a fieldset whose legend
 * asks for the date, a hint, the error above the fields, and Day, Month, Year fields of 2, 2 and 4
 * characters. All three ask for the numeric keypad (inputmode, not type=number, which drops leading
 * zeros and scrolls on the wheel); a month typed by name ('Mar') is still accepted by core/dates.
 */
export function DateInput({ id, legend, value, onChange, hint = 'For example, 27 3 2027', error, dateOfBirth, onFocus, onBlur, className }: DateInputProps) {
  // The parts as typed are kept here: the entry turns into an ISO date as soon as they make one,
  // and showing that back ('01' for '1') while the customer types would move their text under them.
  const [typed, setTyped] = useState<{ parts: DateParts; entry: string }>(() => ({ parts: datePartsOf(value), entry: value }));
  if (typed.entry !== value) setTyped({ parts: datePartsOf(value), entry: value });
  const parts = typed.parts;

  const marked: readonly DatePart[] = error ? datePartsInError(value) : [];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  const change = (part: DatePart, text: string) => {
    const next = { ...parts, [part]: text };
    const entry = dateEntryOf(next);
    setTyped({ parts: next, entry });
    onChange(entry);
  };
  // Focus moving between Day, Month and Year is not leaving the date: a part left blank on the way
  // to the next would otherwise show 'must include a month' before the month is typed.
  const withinGroup = (event: FocusEvent<HTMLInputElement>) => event.currentTarget.closest('fieldset')?.contains(event.relatedTarget as Node | null) ?? false;
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    if (!withinGroup(event)) onBlur?.(event);
  };
  const enter = (event: FocusEvent<HTMLInputElement>) => {
    if (!withinGroup(event)) onFocus?.(event);
  };

  return (
    <div className={['form-group', error ? 'form-group--error' : '', className].filter(Boolean).join(' ')}>
      <fieldset id={id} className="fieldset date-input__fieldset" aria-describedby={describedBy}>
        <legend className="label">{legend}</legend>
        {hint ? (
          <p id={hintId} className="hint">
            {hint}
          </p>
        ) : null}
        {error ? <FieldError id={errorId} message={error} /> : null}
        <div className="date-input">
          {(['day', 'month', 'year'] as const).map((part) => {
            const partId = datePartId(id, part);
            const inError = marked.includes(part);
            return (
              <div key={part} className="date-input__item">
                <label className="date-input__label" htmlFor={partId}>
                  {partLabels[part]}
                </label>
                <input
                  id={partId}
                  name={partId}
                  type="text"
                  inputMode="numeric"
                  spellCheck={false}
                  autoComplete={dateOfBirth ? autoCompletes[part] : 'off'}
                  className={['input', `date-input__input date-input__input--${part}`, inError ? 'input--error' : ''].filter(Boolean).join(' ')}
                  value={parts[part]}
                  onChange={(e) => change(part, e.target.value)}
                  onFocus={enter}
                  onBlur={leave}
                  aria-invalid={inError ? true : undefined}
                />
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
