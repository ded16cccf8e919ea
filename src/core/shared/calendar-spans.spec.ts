// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bankDateAt } from './bank-day';
import { daysFrom, formatYearsAndMonths, plusDays, taxYearOf, yearsAndMonthsBetween } from './calendar-spans';

/**
 * These run under several TZ values (vitest.time-zones.config.ts, `npm run test:tz`, part of npm test):
 * plain dates carry no zone, so none may change with the machine's zone.
 */
const at = (iso: string) => Date.parse(iso);

describe('day counts (plain dates, no zone)', () => {
  it('counts and adds whole days across both clock changes and a year end', () => {
    expect(plusDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(plusDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(plusDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(daysFrom('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysFrom('2026-10-24', '2026-10-26')).toBe(2);
    expect(plusDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysFrom('2027-01-01', '2026-12-31')).toBe(-1);
  });

  it('counts days across a leap day and a year back', () => {
    expect(daysFrom('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysFrom('2026-11-22', '2025-11-22')).toBe(-365);
    expect(plusDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => plusDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('the tax year (6 April to 5 April)', () => {
  it('turns on 6 April', () => {
    expect(taxYearOf('2026-04-05')).toEqual({ start: '2025-04-06', end: '2026-04-05', label: '2025/26' });
    expect(taxYearOf('2026-04-06')).toEqual({ start: '2026-04-06', end: '2027-04-05', label: '2026/27' });
    expect(taxYearOf('2027-01-01').label).toBe('2026/27');
    expect(taxYearOf('2099-12-31').label).toBe('2099/00');
  });

  it("is the bank's: 20:00 in New York on 5 April is already the new tax year in London", () => {
    expect(taxYearOf(bankDateAt(at('2027-04-05T20:00:00-04:00'))).label).toBe('2027/28');
    expect(taxYearOf(bankDateAt(at('2027-04-05T18:59:59-04:00'))).label).toBe('2026/27');
  });
});

describe('durations in years and months (docs/rules/constants.md)', () => {
  it('counts whole months only', () => {
    expect(yearsAndMonthsBetween('2024-01-15', '2026-04-15')).toEqual({ years: 2, months: 3 });
    expect(yearsAndMonthsBetween('2024-01-15', '2026-04-14')).toEqual({ years: 2, months: 2 });
    expect(yearsAndMonthsBetween('2026-11-24', '2026-12-23')).toEqual({ years: 0, months: 0 });
    expect(yearsAndMonthsBetween('2026-11-24', '2026-11-01')).toEqual({ years: 0, months: 0 });
  });

  it('words them', () => {
    expect(formatYearsAndMonths({ years: 2, months: 3 })).toBe('2 years and 3 months');
    expect(formatYearsAndMonths({ years: 1, months: 1 })).toBe('1 year and 1 month');
    expect(formatYearsAndMonths({ years: 5, months: 0 })).toBe('5 years');
    expect(formatYearsAndMonths({ years: 0, months: 11 })).toBe('11 months');
    expect(formatYearsAndMonths({ years: 0, months: 0 })).toBe('0 months');
  });
});
