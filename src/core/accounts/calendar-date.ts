import { calendarDateOf, plusMonths, weekdayOf, type CalendarDate } from '../shared/bank-day';

/**
 * Calendar dates as ISO strings 'YYYY-MM-DD', and their docs/rules/constants.md forms. The arithmetic and
 * the bank's today are the bank calendar's (core/shared/bank-day.ts): there is no 'local date' here,
 * since the customer's browser may be in any time zone but the bank's day is London's. Day counts are
 * calendar-spans.ts's (luxon), imported by the rules that count days: Balances and every page that only
 * shows a date load no luxon.
 */

export type YearMonthDay = CalendarDate;

/** The parts of a real calendar date, or null for anything else ('2026-02-30' is null). */
export function parseIsoDate(value: string | null | undefined): YearMonthDay | null {
  return calendarDateOf(value);
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

export const toIsoDate = ({ year, month, day }: YearMonthDay): string => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** Calendar months later (or earlier), the day clamped to the month's end: 31 Jan + 1 month = 28/29 Feb. */
export function addMonths(iso: string, months: number): string {
  return plusMonths(iso, months);
}

/** Indexed by the ISO weekday (1 Monday ... 7 Sunday). */
const weekdays = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const longWeekdays = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const longMonths = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

/**
 * docs/rules/constants.md: 'ddd D MMM' in the current year ('Mon 3 Nov'), with the year otherwise
 * ('Mon 3 Nov 2025'), and 'Today' for today. `today` is the bank's (bankToday(clock)).
 */
export function formatTransactionDate(iso: string, today: string): string {
  if (iso === today) return 'Today';
  const p = parseIsoDate(iso);
  if (!p) return iso;
  const base = `${weekdays[weekdayOf(iso)]} ${p.day} ${months[p.month - 1]}`;
  return p.year === Number(today.slice(0, 4)) ? base : `${base} ${p.year}`;
}

/** Long form for screen readers and headings: 'Monday 3 November 2025' ('Today' for today). */
export function formatLongDate(iso: string, today?: string): string {
  if (today !== undefined && iso === today) return 'Today';
  const p = parseIsoDate(iso);
  if (!p) return iso;
  return `${longWeekdays[weekdayOf(iso)]} ${p.day} ${longMonths[p.month - 1]} ${p.year}`;
}

/** 'D MMM YYYY' ('3 Nov 2025'), for balance dates, statement periods and the last log-on. */
export function formatShortDate(iso: string): string {
  const p = parseIsoDate(iso);
  return p ? `${p.day} ${months[p.month - 1]} ${p.year}` : iso;
}

/** 'dd/mm/yyyy', the UK numeric form (CSV and QIF files). */
export function formatUkNumericDate(iso: string): string {
  const p = parseIsoDate(iso);
  return p ? `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)}` : iso;
}

/** 'MMMM YYYY' for a 'YYYY-MM' period: 'October 2026'. */
export function formatMonthYear(period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return period;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? `${longMonths[month - 1]} ${match[1]}` : period;
}
