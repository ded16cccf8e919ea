import { dateEntryError } from '../dates/date-entry';
import { addMonths } from './calendar-date';
import type { DateRange, Transaction } from './transaction';

/** docs/rules/field-validation.md, date messages, verbatim. */
export const DateRangeMessages = {
  tooLong: 'Please select a shorter date range.',
  startAfterEnd: 'Start date must be before end date.',
  endBeforeStart: 'End date must be after start date.',
  /** docs/rules/field-validation.md, 'Required text', for a date left empty (a part wrong has GOV.UK's words, core/dates). */
  required: 'This field requires a value',
} as const;

/**
 * The longest ranges allowed (docs/api/accounts.md): the on-screen filter may span 24 calendar months,
 * a download 12 (a year is what money software imports at once and keeps the file small).
 */
export const maxFilterMonths = 24;
export const maxDownloadMonths = 12;

export type DateRangeField = 'from' | 'to';
export interface DateRangeError {
  field: DateRangeField;
  message: string;
}

/**
 * Errors of a date range, in field order (start first) for the error summary. A start after the end
 * marks both fields, each with its own message; a range longer than `maxMonths` marks the end date.
 * The same day as start and end is a valid one-day range.
 */
export function validateDateRange(range: { from: string; to: string }, maxMonths: number): DateRangeError[] {
  const errors: DateRangeError[] = [];
  // Date entries (core/dates), named as the spec's own messages name them.
  const fromError = dateEntryError(range.from, 'Start date', DateRangeMessages.required);
  const toError = dateEntryError(range.to, 'End date', DateRangeMessages.required);
  if (fromError) errors.push({ field: 'from', message: fromError });
  if (toError) errors.push({ field: 'to', message: toError });
  if (fromError || toError) return errors;
  if (range.from > range.to) {
    return [
      { field: 'from', message: DateRangeMessages.startAfterEnd },
      { field: 'to', message: DateRangeMessages.endBeforeStart },
    ];
  }
  if (range.to > addMonths(range.from, maxMonths)) errors.push({ field: 'to', message: DateRangeMessages.tooLong });
  return errors;
}

/** Transactions posted within the inclusive range (ISO strings compare in date order). */
export function filterByDateRange<T extends Pick<Transaction, 'date'>>(transactions: readonly T[], range: DateRange): T[] {
  return transactions.filter((t) => t.date >= range.from && t.date <= range.to);
}

/** The default range offered: the last `months` months up to today. */
export function defaultRange(today: string, months: number): DateRange {
  return { from: addMonths(today, -months), to: today };
}
