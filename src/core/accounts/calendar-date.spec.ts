import { describe, expect, it } from 'vitest';
import {
  addMonths,
  formatLongDate,
  formatMonthYear,
  formatShortDate,
  formatTransactionDate,
  formatUkNumericDate,
  parseIsoDate,
} from './calendar-date';

describe('formatTransactionDate', () => {
  const today = '2026-11-22';

  it("says 'Today' for today", () => {
    expect(formatTransactionDate('2026-11-22', today)).toBe('Today');
  });

  it("is 'ddd D MMM' within the current year", () => {
    expect(formatTransactionDate('2026-11-21', today)).toBe('Sat 21 Nov');
    expect(formatTransactionDate('2026-01-01', today)).toBe('Thu 1 Jan');
    expect(formatTransactionDate('2026-03-09', today)).toBe('Mon 9 Mar');
  });

  it('adds the year outside the current year', () => {
    expect(formatTransactionDate('2025-12-31', today)).toBe('Wed 31 Dec 2025');
    expect(formatTransactionDate('2024-02-29', today)).toBe('Thu 29 Feb 2024');
  });

  it('does not depend on the time zone', () => {
    // Weekday comes from UTC arithmetic on the calendar date, so a late-evening clock cannot move it.
    expect(formatTransactionDate('2026-03-29', today)).toBe('Sun 29 Mar');
    expect(formatTransactionDate('2026-10-25', today)).toBe('Sun 25 Oct');
  });

  it('shows an unreadable date as sent', () => {
    expect(formatTransactionDate('yesterday', today)).toBe('yesterday');
  });
});

describe('calendar arithmetic', () => {
  it('parses only real dates', () => {
    expect(parseIsoDate('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('26-1-1')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
  });

  it('adds months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-22', -24)).toBe('2024-11-22');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  });
});

describe('other date forms', () => {
  it('formats long, short, numeric and month forms', () => {
    expect(formatLongDate('2025-11-03')).toBe('Monday 3 November 2025');
    expect(formatLongDate('2026-11-22', '2026-11-22')).toBe('Today');
    expect(formatShortDate('2025-11-03')).toBe('3 Nov 2025');
    expect(formatUkNumericDate('2025-01-02')).toBe('02/01/2025');
    expect(formatMonthYear('2026-10')).toBe('October 2026');
    expect(formatMonthYear('2026-13')).toBe('2026-13');
  });
});

describe('dates the forms do not read', () => {
  it('leaves a date that is no date as sent in the long form', () => {
    expect(formatLongDate('not a date')).toBe('not a date');
    expect(formatLongDate('2026-02-30', '2026-11-28')).toBe('2026-02-30');
  });
  it('names the month of a period, first and last month included', () => {
    expect(formatMonthYear('2026-01')).toBe('January 2026');
    expect(formatMonthYear('2026-12')).toBe('December 2026');
  });
  it('leaves a period that is not a year and a month as sent', () => {
    expect(formatMonthYear('2026-13')).toBe('2026-13');
    expect(formatMonthYear('2026-00')).toBe('2026-00');
    expect(formatMonthYear('x2026-10')).toBe('x2026-10');
    expect(formatMonthYear('2026-10x')).toBe('2026-10x');
    expect(formatMonthYear('October')).toBe('October');
  });
});
