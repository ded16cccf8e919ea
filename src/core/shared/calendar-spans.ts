import { DateTime } from 'luxon';
import { calendarDateOf } from './bank-day';

/**
 * Day counts, durations and the tax year over calendar dates 'YYYY-MM-DD': luxon's
 * arithmetic, in UTC, where no day is 23 or 25 hours long. luxon is allowed in core by name
 * (.dependency-cruiser.cjs, docs/architecture.md "The bank's clock"). Apart from bank-day.ts so that
 * luxon (about 21 KiB gzipped) loads with the pages that count days (move money, manage money), not
 * with Balances' first paint. A real date is bank-day's rule (`calendarDateOf`).
 */
function strict(iso: string): DateTime<true> {
  const parts = calendarDateOf(iso);
  if (!parts) throw new RangeError(`Not an ISO date: ${iso}`);
  return DateTime.fromObject(parts, { zone: 'utc' }) as DateTime<true>;
}

const isoOf = (d: DateTime<true>): string => d.toISODate();

export function plusDays(iso: string, days: number): string {
  return isoOf(strict(iso).plus({ days }));
}

/** Whole days from a to b (negative when b is earlier). */
export function daysFrom(a: string, b: string): number {
  return Math.round(strict(b).diff(strict(a), 'days').days);
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
 * docs/rules/constants.md: 'Duration is shown as years and months'. '2 years and 3 months', '1 year',
 * '11 months'; a duration under a month is '0 months' (never blank).
 */
export function formatYearsAndMonths({ years, months }: YearsAndMonths): string {
  if (years === 0) return plural(months, 'month');
  if (months === 0) return plural(years, 'year');
  return `${plural(years, 'year')} and ${plural(months, 'month')}`;
}
