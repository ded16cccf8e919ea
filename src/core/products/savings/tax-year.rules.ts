import type { Pence } from '../../accounts/money';
import { toIsoDate, type YearMonthDay } from '../../accounts/calendar-date';

/**
 * The UK tax year runs 6 April to 5 April. A pure function of a calendar date (year, month, day):
 * whoever decides what "today" is (the Clock, the bank's day in Europe/London) hands the date in.
 */
export interface TaxYear {
  /** The calendar year in which it starts: 2026 for 6 April 2026 to 5 April 2027. */
  startYear: number;
  /** '2026/27' */
  label: string;
  /** ISO dates of the first and last day. */
  starts: string;
  ends: string;
}

export function taxYearStarting(startYear: number): TaxYear {
  return {
    startYear,
    label: `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`,
    starts: toIsoDate({ year: startYear, month: 4, day: 6 }),
    ends: toIsoDate({ year: startYear + 1, month: 4, day: 5 }),
  };
}

export function taxYearOf(date: YearMonthDay): TaxYear {
  const beforeSixthApril = date.month < 4 || (date.month === 4 && date.day < 6);
  return taxYearStarting(beforeSixthApril ? date.year - 1 : date.year);
}

/**
 * The ISA allowance of one tax year: the overall limit every ISA shares, and the part of it that may
 * be paid into cash ISAs (which, from 6 April 2027, depends on the saver's age).
 */
export interface IsaAllowance {
  overall: Pence;
  /** The most that may go into cash ISAs this tax year, for a saver of this age on the year's first day. */
  cashLimit(ageAtStart: number): Pence;
}

interface AllowanceRow {
  /** The first tax year (by its start year) the row applies to; it lasts until the next row. */
  from: number;
  allowance: IsaAllowance;
}

/**
 * The allowance as a table by tax year, not a constant: the overall limit has been £20,000 since
 * 2017/18 (cash may use all of it); from 2027/28 the cash part is £12,000 for savers under 65, who
 * may put the rest in stocks and shares, while savers of 65 and over keep the full £20,000 in cash.
 */
const allowanceTable: readonly AllowanceRow[] = [
  { from: 2017, allowance: { overall: 2_000_000, cashLimit: () => 2_000_000 } },
  { from: 2027, allowance: { overall: 2_000_000, cashLimit: (age) => (age >= 65 ? 2_000_000 : 1_200_000) } },
];

/** The allowance of a tax year; null before the table starts (the bank takes no payment for such a year). */
export function isaAllowanceFor(taxYear: TaxYear): IsaAllowance | null {
  let found: IsaAllowance | null = null;
  for (const row of allowanceTable) if (taxYear.startYear >= row.from) found = row.allowance;
  return found;
}

/** Whole years between a date of birth and a day (a birthday on 29 February counts from 1 March in other years). */
export function ageOn(dateOfBirth: YearMonthDay, day: YearMonthDay): number {
  let age = day.year - dateOfBirth.year;
  if (day.month < dateOfBirth.month || (day.month === dateOfBirth.month && day.day < dateOfBirth.day)) age -= 1;
  return age;
}
