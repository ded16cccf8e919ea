import type { Clock } from './clock.port';

/**
 * The bank's calendar. The bank's day is the day in London, whatever the browser's
 * time zone: a customer in New York at 20:00 on 23 November (01:00 on the 24th in London) is on the
 * bank's 24th, so 'Today', payment dates, the earliest standing-order date and the tax year follow it.
 *
 * A calendar date is the value 'YYYY-MM-DD' (the wire format, and what every area already holds);
 * `CalendarDate` is its parts. Only `bankDateAt` looks at an instant, and it reads it in Europe/London.
 *
 * What Balances' first paint and the accounts area need (a date's parts, the bank's today, the weekday,
 * months later) is written here on the platform alone (Intl for the zone, integer arithmetic for the
 * days), without luxon: luxon is about 21 KiB gzipped, and fetched before 'Log on' it put stage 1 over
 * its 30 KiB (docs/performance.md). Day counts, durations and the tax year
 * stay luxon's (calendar-spans.ts), fetched with the pages that use them.
 */
export const bankZone = 'Europe/London';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The ISO form of real parts: 'YYYY-MM-DD'. */
export const isoOfParts = ({ year, month, day }: CalendarDate): string => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The parts of a real calendar date, or null ('2026-02-30', '26-1-1' and '' are null). */
export function calendarDateOf(iso: string | null | undefined): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function strict(iso: string): CalendarDate {
  const parts = calendarDateOf(iso);
  if (!parts) throw new RangeError(`Not an ISO date: ${iso}`);
  return parts;
}

/** London's calendar date at an instant: made once, on first use (no work when the module loads). */
let londonDates: Intl.DateTimeFormat | undefined;

/** The bank's calendar date at an instant (epoch ms): the date in London at that moment. */
export function bankDateAt(epochMs: number): string {
  londonDates ??= new Intl.DateTimeFormat('en-GB', { timeZone: bankZone, year: 'numeric', month: 'numeric', day: 'numeric' });
  const parts = londonDates.formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  return isoOfParts({ year: part('year'), month: part('month'), day: part('day') });
}

/** The bank's today, from the Clock port. */
export function bankToday(clock: Pick<Clock, 'now'>): string {
  return bankDateAt(clock.now());
}

/** Calendar months later (or earlier), the day clamped to the month's end: 31 Jan + 1 month = 28/29 Feb. */
export function plusMonths(iso: string, months: number): string {
  const { year, month, day } = strict(iso);
  const index = year * 12 + (month - 1) + months;
  const toYear = Math.floor(index / 12);
  const toMonth = index - toYear * 12 + 1;
  return isoOfParts({ year: toYear, month: toMonth, day: Math.min(day, daysInMonth(toYear, toMonth)) });
}

/** ISO weekday: 1 Monday ... 7 Sunday. */
export function weekdayOf(iso: string): number {
  const { year, month, day } = strict(iso);
  // Days since 1970-01-01 (a Thursday, ISO 4) by the proleptic Gregorian calendar (H. Hinnant's days_from_civil).
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  const days = era * 146097 + dayOfEra - 719468;
  return ((((days + 3) % 7) + 7) % 7) + 1;
}
