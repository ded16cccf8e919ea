import { DateTime } from 'luxon';
import type { Clock } from './clock.port';

/**
 * The bank's calendar (issue 22 item 4). The bank's day is the day in London, whatever the browser's
 * time zone: a customer in New York at 20:00 on 23 November (01:00 on the 24th in London) is on the
 * bank's 24th, so 'Today', payment dates, the earliest standing-order date and the tax year follow it.
 *
 * A calendar date is the value 'YYYY-MM-DD' (the wire format, and what every area already holds);
 * `CalendarDate` is its parts. Arithmetic on calendar dates is luxon's, in UTC, where no day is
 * 23 or 25 hours long; only `bankDateAt` looks at an instant, and it reads it in Europe/London.
 * luxon is allowed in core by name (.dependency-cruiser.cjs, docs/architecture.md "The bank's clock").
 */
export const bankZone = 'Europe/London';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Calendar dates carry no zone: UTC keeps day arithmetic free of daylight-saving changes. */
const plain = { zone: 'utc' } as const;

/** The luxon date of an ISO calendar date, or null for anything that is not a real one ('2026-02-30'). */
function dateTimeOf(iso: string | null | undefined): DateTime<true> | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso ?? '')) return null;
  const d = DateTime.fromISO(iso as string, plain);
  return d.isValid ? d : null;
}

function strict(iso: string): DateTime<true> {
  const d = dateTimeOf(iso);
  if (!d) throw new RangeError(`Not an ISO date: ${iso}`);
  return d;
}

const isoOf = (d: DateTime<true>): string => d.toISODate();

/** The parts of a real calendar date, or null ('2026-02-30', '26-1-1' and '' are null). */
export function calendarDateOf(iso: string | null | undefined): CalendarDate | null {
  const d = dateTimeOf(iso);
  return d ? { year: d.year, month: d.month, day: d.day } : null;
}

/** The bank's calendar date at an instant (epoch ms): the date in London at that moment. */
export function bankDateAt(epochMs: number): string {
  return isoOf(DateTime.fromMillis(epochMs, { zone: bankZone }) as DateTime<true>);
}

/** The bank's today, from the Clock port. */
export function bankToday(clock: Pick<Clock, 'now'>): string {
  return bankDateAt(clock.now());
}

export function plusDays(iso: string, days: number): string {
  return isoOf(strict(iso).plus({ days }));
}

/** Calendar months later (or earlier), the day clamped to the month's end: 31 Jan + 1 month = 28/29 Feb. */
export function plusMonths(iso: string, months: number): string {
  return isoOf(strict(iso).plus({ months }));
}

/** Whole days from a to b (negative when b is earlier). */
export function daysFrom(a: string, b: string): number {
  return Math.round(strict(b).diff(strict(a), 'days').days);
}

/** ISO weekday: 1 Monday ... 7 Sunday. */
export function weekdayOf(iso: string): number {
  return strict(iso).weekday;
}

export interface TaxYear {
  /** 6 April of the year it starts. */
  start: string;
  /** 5 April of the next year. */
  end: string;
  /** '2026/27', as HMRC writes it. */
  label: string;
}

/** The UK tax year a calendar date falls in: 6 April to 5 April. */
export function taxYearOf(iso: string): TaxYear {
  const d = strict(iso);
  const startYear = d.month > 4 || (d.month === 4 && d.day >= 6) ? d.year : d.year - 1;
  return {
    start: `${startYear}-04-06`,
    end: `${startYear + 1}-04-05`,
    label: `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`,
  };
}

export interface YearsAndMonths {
  years: number;
  months: number;
}

/** Whole years and months from one calendar date to a later one (a month not yet complete is not counted). */
export function yearsAndMonthsBetween(from: string, to: string): YearsAndMonths {
  const diff = strict(to).diff(strict(from), ['years', 'months']).toObject();
  const total = Math.max(0, Math.floor((diff.years ?? 0) * 12 + (diff.months ?? 0) + 1e-9));
  return { years: Math.floor(total / 12), months: total % 12 };
}

const plural = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * Spec 02 section 9: 'Duration is shown as years and months'. '2 years and 3 months', '1 year',
 * '11 months'; a duration under a month is '0 months' (never blank).
 */
export function formatYearsAndMonths({ years, months }: YearsAndMonths): string {
  if (years === 0) return plural(months, 'month');
  if (months === 0) return plural(years, 'year');
  return `${plural(years, 'year')} and ${plural(months, 'month')}`;
}
