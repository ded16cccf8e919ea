// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  bankDateAt,
  bankToday,
  calendarDateOf,
  daysFrom,
  formatYearsAndMonths,
  plusDays,
  plusMonths,
  taxYearOf,
  weekdayOf,
  yearsAndMonthsBetween,
} from './bank-day';

/**
 * These run under several TZ values (vitest.time-zones.config.ts, `npm run test:tz`, part of npm test): every answer is
 * the bank's (London), so none may change with the machine's zone.
 */
const at = (iso: string) => Date.parse(iso);

describe("the bank's day is London's, whatever the browser's zone", () => {
  it('runs in the zone it was started in (the TZ loop really moves the zone)', () => {
    // Under the time-zone runs TZ is set per project; in the unit run it is not, so the spec moves the
    // zone itself (Node resets its zone when TZ is assigned) and both runs check the same thing.
    const started = process.env.TZ;
    process.env.TZ = started ?? 'Pacific/Kiritimati';
    try {
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(started ?? 'Pacific/Kiritimati');
      expect(bankDateAt(at('2026-11-23T20:00:00-05:00'))).toBe('2026-11-24');
    } finally {
      if (started === undefined) delete process.env.TZ;
    }
  });

  it('a customer in New York at 20:00 on 23 November is on the bank\'s 24th', () => {
    const newYorkEvening = at('2026-11-23T20:00:00-05:00');
    expect(bankDateAt(newYorkEvening)).toBe('2026-11-24');
    expect(bankToday({ now: () => newYorkEvening })).toBe('2026-11-24');
    expect(bankDateAt(at('2026-11-23T18:59:59-05:00'))).toBe('2026-11-23');
  });

  it('turns at London midnight in winter (GMT) and in summer (BST)', () => {
    expect(bankDateAt(at('2026-11-23T23:59:59.999Z'))).toBe('2026-11-23');
    expect(bankDateAt(at('2026-11-24T00:00:00Z'))).toBe('2026-11-24');
    expect(bankDateAt(at('2026-07-01T22:59:59.999Z'))).toBe('2026-07-01');
    expect(bankDateAt(at('2026-07-01T23:00:00Z'))).toBe('2026-07-02');
  });

  it('follows the clocks going forward on the last Sunday of March', () => {
    // 01:00 GMT on 29 March 2026 becomes 02:00 BST.
    expect(bankDateAt(at('2026-03-28T23:59:59Z'))).toBe('2026-03-28');
    expect(bankDateAt(at('2026-03-29T00:59:59Z'))).toBe('2026-03-29');
    expect(bankDateAt(at('2026-03-29T22:59:59Z'))).toBe('2026-03-29');
    expect(bankDateAt(at('2026-03-29T23:00:00Z'))).toBe('2026-03-30');
  });

  it('follows the clocks going back on the last Sunday of October', () => {
    // 02:00 BST on 25 October 2026 becomes 01:00 GMT.
    expect(bankDateAt(at('2026-10-24T22:59:59Z'))).toBe('2026-10-24');
    expect(bankDateAt(at('2026-10-24T23:00:00Z'))).toBe('2026-10-25');
    expect(bankDateAt(at('2026-10-25T23:59:59Z'))).toBe('2026-10-25');
    expect(bankDateAt(at('2026-10-26T00:00:00Z'))).toBe('2026-10-26');
  });

  it('ends the year at London midnight, not Tokyo\'s nor Kiritimati\'s', () => {
    expect(bankDateAt(at('2027-01-01T08:59:59+09:00'))).toBe('2026-12-31');
    expect(bankDateAt(at('2027-01-01T13:59:59+14:00'))).toBe('2026-12-31');
    expect(bankDateAt(at('2026-12-31T19:00:00-05:00'))).toBe('2027-01-01');
  });
});

describe('calendar arithmetic (plain dates, no zone)', () => {
  it('parses only real dates', () => {
    expect(calendarDateOf('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(calendarDateOf('2026-02-29')).toBeNull();
    expect(calendarDateOf('2026-1-1')).toBeNull();
    expect(calendarDateOf('2026-11-24T00:00')).toBeNull();
    expect(calendarDateOf(undefined)).toBeNull();
  });

  it('counts and adds whole days across both clock changes and a year end', () => {
    expect(plusDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(plusDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(plusDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(daysFrom('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysFrom('2026-10-24', '2026-10-26')).toBe(2);
    expect(plusDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysFrom('2027-01-01', '2026-12-31')).toBe(-1);
  });

  it('adds months, clamped to the month end', () => {
    expect(plusMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(plusMonths('2027-12-15', 1)).toBe('2028-01-15');
    expect(plusMonths('2028-02-29', -12)).toBe('2027-02-28');
  });

  it('knows the weekday (1 Monday ... 7 Sunday)', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
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

describe('durations in years and months (spec 02 section 9)', () => {
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
