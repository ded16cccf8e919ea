import { dateEntryOf } from '../dates/date-entry';
import { describe, expect, it } from 'vitest';
import { DateRangeMessages, defaultRange, filterByDateRange, maxDownloadMonths, maxFilterMonths, validateDateRange } from './date-range';

describe('validateDateRange', () => {
  it("reads typed parts GOV.UK's way, naming the start and end dates as the spec's own messages do", () => {
    const range = { from: dateEntryOf({ day: '1', month: '', year: '2026' }), to: dateEntryOf({ day: '1', month: '11', year: '26' }) };
    expect(validateDateRange(range, maxFilterMonths)).toEqual([
      { field: 'from', message: 'Start date must include a month' },
      { field: 'to', message: 'Year must include 4 numbers' },
    ]);
    expect(validateDateRange({ from: dateEntryOf({ day: '1', month: 'Oct', year: '2026' }), to: '' }, maxFilterMonths)).toEqual([
      { field: 'to', message: DateRangeMessages.required },
    ]);
  });

  it('names the end date in its own message when only the end date is wrong', () => {
    const from = dateEntryOf({ day: '1', month: '10', year: '2026' });
    expect(validateDateRange({ from, to: dateEntryOf({ day: '1', month: '', year: '2026' }) }, maxFilterMonths)).toEqual([
      { field: 'to', message: 'End date must include a month' },
    ]);
  });

  it('accepts a range in order, and a one-day range', () => {
    expect(validateDateRange({ from: '2026-01-01', to: '2026-11-22' }, maxFilterMonths)).toEqual([]);
    expect(validateDateRange({ from: '2026-11-22', to: '2026-11-22' }, maxFilterMonths)).toEqual([]);
  });

  it('marks both dates when the start is after the end', () => {
    expect(validateDateRange({ from: '2026-11-23', to: '2026-11-22' }, maxFilterMonths)).toEqual([
      { field: 'from', message: 'Start date must be before end date.' },
      { field: 'to', message: 'End date must be after start date.' },
    ]);
  });

  it('asks for a shorter range beyond the maximum, to the day', () => {
    expect(validateDateRange({ from: '2024-11-22', to: '2026-11-22' }, maxFilterMonths)).toEqual([]);
    expect(validateDateRange({ from: '2024-11-21', to: '2026-11-22' }, maxFilterMonths)).toEqual([
      { field: 'to', message: 'Please select a shorter date range.' },
    ]);
    expect(validateDateRange({ from: '2025-11-22', to: '2026-11-22' }, maxDownloadMonths)).toEqual([]);
    expect(validateDateRange({ from: '2025-11-21', to: '2026-11-22' }, maxDownloadMonths)).toEqual([
      { field: 'to', message: DateRangeMessages.tooLong },
    ]);
  });

  it('requires both dates to be real dates', () => {
    expect(validateDateRange({ from: '', to: '2026-02-30' }, 12)).toEqual([
      { field: 'from', message: 'This field requires a value' },
      { field: 'to', message: 'This field requires a value' },
    ]);
  });
});

describe('filterByDateRange', () => {
  it('keeps both ends of the range', () => {
    const list = [{ date: '2026-01-01' }, { date: '2026-01-02' }, { date: '2026-01-03' }, { date: '2026-01-04' }];
    expect(filterByDateRange(list, { from: '2026-01-02', to: '2026-01-03' })).toEqual([
      { date: '2026-01-02' },
      { date: '2026-01-03' },
    ]);
  });

  it('offers the last months up to today', () => {
    expect(defaultRange('2026-11-22', 3)).toEqual({ from: '2026-08-22', to: '2026-11-22' });
  });
});
