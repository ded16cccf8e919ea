// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bankDateAt, bankToday, calendarDateOf, plusMonths, weekdayOf } from './bank-day';

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

  it('adds months, clamped to the month end', () => {
    expect(plusMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(plusMonths('2027-12-15', 1)).toBe('2028-01-15');
    expect(plusMonths('2028-02-29', -12)).toBe('2027-02-28');
  });

  // these functions are the platform's now, not luxon's (Balances loads no luxon); the same
  // answers as luxon gave, across century leap years, month ends, and years back and forth.
  it('knows the Gregorian leap years (every 4th, not every 100th, every 400th)', () => {
    expect(calendarDateOf('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(calendarDateOf('1900-02-29')).toBeNull();
    expect(calendarDateOf('2100-02-29')).toBeNull();
    expect(calendarDateOf('2026-04-31')).toBeNull();
    expect(calendarDateOf('2026-12-31')).toEqual({ year: 2026, month: 12, day: 31 });
    expect(calendarDateOf('2026-00-10')).toBeNull();
    expect(calendarDateOf('2026-05-00')).toBeNull();
  });

  it('adds months back and forth across years and to every month end', () => {
    expect(plusMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(plusMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(plusMonths('2026-01-15', -13)).toBe('2024-12-15');
    expect(plusMonths('2026-08-31', 1)).toBe('2026-09-30');
    expect(plusMonths('2026-11-22', -24)).toBe('2024-11-22');
    expect(plusMonths('2026-11-22', 0)).toBe('2026-11-22');
    expect(plusMonths('1999-12-31', 2)).toBe('2000-02-29');
    expect(() => plusMonths('2026-02-30', 1)).toThrow(RangeError);
  });

  it('knows the weekday (1 Monday ... 7 Sunday)', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
    expect(weekdayOf('1970-01-01')).toBe(4);
    expect(weekdayOf('2000-02-29')).toBe(2);
    expect(weekdayOf('2000-03-01')).toBe(3);
    expect(weekdayOf('1900-03-01')).toBe(4);
    expect(weekdayOf('1969-12-31')).toBe(3);
    expect(weekdayOf('2099-12-31')).toBe(4);
    expect(() => weekdayOf('2026-13-01')).toThrow(RangeError);
  });

  it('reads the bank\'s date at instants long before and after today', () => {
    // London kept GMT+1 all year from 1968 to 1971 (British Standard Time): the zone's history counts.
    expect(bankDateAt(at('1969-12-31T23:00:00Z'))).toBe('1970-01-01');
    expect(bankDateAt(at('1969-12-31T22:59:59Z'))).toBe('1969-12-31');
    expect(bankDateAt(at('2099-12-31T23:59:59Z'))).toBe('2099-12-31');
  });
});

