import { DateTime } from 'luxon';
import type { BankHoliday } from '../../core/shared/bank-calendar';

/**
 * The England and Wales bank holidays of any year by the usual rules (the fakes' source, and the
 * cross-check of the demo bank's bank-holidays.json): New Year's Day, Good Friday, Easter Monday, the
 * early May, spring and summer bank holidays, Christmas and Boxing Day, with a weekend holiday moved
 * to the next free weekday. One-off holidays (a coronation) are content's job, not this rule's.
 */
export function englandAndWalesHolidays(year: number): BankHoliday[] {
  const day = (month: number, d: number) => DateTime.utc(year, month, d);
  const iso = (d: DateTime) => d.toISODate() ?? '';
  const firstMonday = (month: number) => {
    const first = day(month, 1);
    return first.plus({ days: (8 - first.weekday) % 7 });
  };
  const lastMonday = (month: number) => {
    const last = day(month, 1).endOf('month').startOf('day');
    return last.minus({ days: (last.weekday + 6) % 7 });
  };
  const easter = easterSunday(year);
  const taken = new Set<string>();
  const substitute = (d: DateTime): DateTime => {
    let moved = d;
    while (moved.weekday > 5 || taken.has(iso(moved))) moved = moved.plus({ days: 1 });
    taken.add(iso(moved));
    return moved;
  };
  const holidays: [string, DateTime][] = [
    ['New Year’s Day', substitute(day(1, 1))],
    ['Good Friday', easter.minus({ days: 2 })],
    ['Easter Monday', easter.plus({ days: 1 })],
    ['Early May bank holiday', firstMonday(5)],
    ['Spring bank holiday', lastMonday(5)],
    ['Summer bank holiday', lastMonday(8)],
    ['Christmas Day', substitute(day(12, 25))],
    ['Boxing Day', substitute(day(12, 26))],
  ];
  return holidays.map(([title, d]) => ({ date: iso(d), title }));
}

/** Easter Sunday (Gregorian, the anonymous algorithm of Meeus/Jones/Butcher). */
function easterSunday(year: number): DateTime {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return DateTime.utc(year, month, dayOfMonth);
}
