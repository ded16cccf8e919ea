/**
 * Calendar dates as ISO strings 'YYYY-MM-DD'. Arithmetic goes through Date.UTC so that no time zone
 * or daylight-saving change can shift a day; only `isoDateOf` reads the customer's local calendar.
 */

export interface YearMonthDay {
  year: number;
  month: number;
  day: number;
}

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of a real calendar date, or null for anything else ('2026-02-30' is null). */
export function parseIsoDate(value: string | null | undefined): YearMonthDay | null {
  const match = isoPattern.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

export const toIsoDate = ({ year, month, day }: YearMonthDay): string => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The customer's local calendar date at an instant (the Clock's now()). */
export function isoDateOf(epochMs: number): string {
  const d = new Date(epochMs);
  return toIsoDate({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() });
}

const utc = (d: YearMonthDay): number => Date.UTC(d.year, d.month - 1, d.day);

/** Whole days from a to b (negative when b is earlier). Both must be valid ISO dates. */
export function daysBetween(a: string, b: string): number {
  const pa = parseIsoDate(a);
  const pb = parseIsoDate(b);
  if (!pa || !pb) throw new RangeError(`Not ISO dates: ${a}, ${b}`);
  return Math.round((utc(pb) - utc(pa)) / 86_400_000);
}

export function addDays(iso: string, days: number): string {
  const p = parseIsoDate(iso);
  if (!p) throw new RangeError(`Not an ISO date: ${iso}`);
  const d = new Date(utc(p) + days * 86_400_000);
  return toIsoDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

/** Calendar months later (or earlier), the day clamped to the month's end: 31 Jan + 1 month = 28/29 Feb. */
export function addMonths(iso: string, months: number): string {
  const p = parseIsoDate(iso);
  if (!p) throw new RangeError(`Not an ISO date: ${iso}`);
  const index = p.year * 12 + (p.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return toIsoDate({ year, month, day: Math.min(p.day, lastDay) });
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const longWeekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const longMonths = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

/**
 * Spec 02 section 9: 'ddd D MMM' in the current year ('Mon 3 Nov'), with the year otherwise
 * ('Mon 3 Nov 2025'), and 'Today' for today. `today` is isoDateOf(clock.now()).
 */
export function formatTransactionDate(iso: string, today: string): string {
  if (iso === today) return 'Today';
  const p = parseIsoDate(iso);
  if (!p) return iso;
  const base = `${weekdays[new Date(utc(p)).getUTCDay()]} ${p.day} ${months[p.month - 1]}`;
  return p.year === Number(today.slice(0, 4)) ? base : `${base} ${p.year}`;
}

/** Long form for screen readers and headings: 'Monday 3 November 2025' ('Today' for today). */
export function formatLongDate(iso: string, today?: string): string {
  if (today !== undefined && iso === today) return 'Today';
  const p = parseIsoDate(iso);
  if (!p) return iso;
  return `${longWeekdays[new Date(utc(p)).getUTCDay()]} ${p.day} ${longMonths[p.month - 1]} ${p.year}`;
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
