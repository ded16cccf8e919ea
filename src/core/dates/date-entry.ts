import { calendarDateOf } from '../shared/bank-day';

/**
 * A date a customer types, GOV.UK's way (design-system.service.gov.uk/components/date-input): three
 * fields, day, month and year, read here as typed. One reader and one set of GOV.UK messages for
 * every typed date in the app; the bank's own rules (not in the past, after the first payment, the
 * docs/rules/field-validation.md date range messages) run on the ISO date this gives, in their own modules.
 */

export type DatePart = 'day' | 'month' | 'year';
export const dateParts: readonly DatePart[] = ['day', 'month', 'year'];

/** The three parts exactly as typed (spaces and all): nothing is lost on an error. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export const emptyDateParts: DateParts = { day: '', month: '', year: '' };

/** GOV.UK's date input messages, word for word; `name` is the date's name as its legend says it. */
export const GovUkDateMessages = {
  enter: (name: string) => `Enter ${lowerFirst(name)}`,
  mustInclude: (name: string, missing: readonly DatePart[]) => `${name} must include a ${joinAnd(missing)}`,
  realDate: (name: string) => `${name} must be a real date`,
  yearDigits: 'Year must include 4 numbers',
  /** For a rule on the whole date (a date of birth, say); the bank's existing rules keep their own words. */
  inThePast: (name: string) => `${name} must be in the past`,
  todayOrInThePast: (name: string) => `${name} must be today or in the past`,
  inTheFuture: (name: string) => `${name} must be in the future`,
  todayOrInTheFuture: (name: string) => `${name} must be today or in the future`,
} as const;

/** What the three parts make: a real date, nothing at all, or one problem and the parts it lies in. */
export type DatePartsReading =
  | { kind: 'date'; iso: string }
  | { kind: 'empty' }
  | { kind: 'problem'; message: string; parts: readonly DatePart[] };

const monthNames = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** 1 to 12 for '3', '03', 'March', 'mar', 'Sept' (any case); null for anything else. */
export function monthNumberOf(typed: string): number | null {
  const value = typed.trim().toLowerCase();
  if (/^\d{1,2}$/.test(value)) {
    const n = Number(value);
    return n >= 1 && n <= 12 ? n : null;
  }
  if (value === 'sept') return 9;
  const index = monthNames.findIndex((name) => name === value || (value.length === 3 && name.startsWith(value)));
  return index === -1 ? null : index + 1;
}

/**
 * Reads the three parts in GOV.UK's order of checks: missing parts first, then a day or month that
 * cannot be, then a year without 4 numbers (a 2-digit year is refused: '26' could be 1926 or 2026),
 * then a day the month does not have (31 April, 29 February outside a leap year).
 */
export function readDateParts(parts: DateParts, name: string): DatePartsReading {
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  const missing = dateParts.filter((p) => ({ day, month, year })[p] === '');
  if (missing.length === 3) return { kind: 'empty' };
  if (missing.length > 0) return { kind: 'problem', message: GovUkDateMessages.mustInclude(name, missing), parts: missing };

  const dayNumber = /^\d{1,2}$/.test(day) ? Number(day) : null;
  const monthNumber = monthNumberOf(month);
  const badParts: DatePart[] = [];
  if (dayNumber === null || dayNumber < 1 || dayNumber > 31) badParts.push('day');
  if (monthNumber === null) badParts.push('month');
  if (!/^\d+$/.test(year)) badParts.push('year');
  if (badParts.length > 0) return { kind: 'problem', message: GovUkDateMessages.realDate(name), parts: badParts };
  if (year.length !== 4) return { kind: 'problem', message: GovUkDateMessages.yearDigits, parts: ['year'] };

  const iso = `${year}-${String(monthNumber).padStart(2, '0')}-${String(dayNumber).padStart(2, '0')}`;
  if (!calendarDateOf(iso)) return { kind: 'problem', message: GovUkDateMessages.realDate(name), parts: ['day'] };
  return { kind: 'date', iso };
}

/*
 * A date entry: the one string a form's existing string field holds for a typed date. While the
 * parts make a real date it is that date's ISO form ('2027-03-27'), so the bank's rules, the review
 * and the call to the bank read it as before; otherwise it keeps the parts exactly as typed
 * ('typed:["31","Apr","2027"]'), so a page shown again after an error gives the customer back what
 * they typed. All three parts blank is ''.
 */
const typedPrefix = 'typed:';

export function dateEntryOf(parts: DateParts): string {
  const reading = readDateParts(parts, 'Date');
  if (reading.kind === 'empty') return '';
  if (reading.kind === 'date') return reading.iso;
  return typedPrefix + JSON.stringify([parts.day, parts.month, parts.year]);
}

/** The parts of an entry for the three fields: an ISO date shows as '27', '3', '2027'. */
export function datePartsOf(entry: string): DateParts {
  if (entry.startsWith(typedPrefix)) {
    try {
      const parsed: unknown = JSON.parse(entry.slice(typedPrefix.length));
      if (Array.isArray(parsed) && parsed.length === 3 && parsed.every((p) => typeof p === 'string')) {
        const [day = '', month = '', year = ''] = parsed as string[];
        return { day, month, year };
      }
    } catch {
      // Not one of ours: shown as blank fields, and the rules say it is missing.
    }
    return emptyDateParts;
  }
  const date = calendarDateOf(entry);
  return date ? { day: String(date.day), month: String(date.month), year: String(date.year) } : emptyDateParts;
}

/** An ISO date as a customer types it in the three fields, for a hint: '2026-12-01' is '1 12 2026'. */
export function formatDateParts(iso: string): string {
  const { day, month, year } = datePartsOf(iso);
  return [day, month, year].join(' ').trim();
}

/** The entry's ISO date, or null while it is blank or not a real date. */
export const isoOfDateEntry = (entry: string): string | null => {
  const reading = readDateParts(datePartsOf(entry), 'Date');
  return reading.kind === 'date' ? reading.iso : null;
};

/**
 * The message for an entry that does not make a real date: `whenEmpty` for nothing typed (each
 * area keeps its own, e.g. docs/rules/field-validation.md's 'This field requires a value'), GOV.UK's words for
 * the rest; null once it is a real date, for the area's own rules to take over.
 */
export function dateEntryError(entry: string, name: string, whenEmpty: string = GovUkDateMessages.enter(name)): string | null {
  const reading = readDateParts(datePartsOf(entry), name);
  if (reading.kind === 'empty') return whenEmpty;
  return reading.kind === 'problem' ? reading.message : null;
}

/**
 * The fields to mark when an entry has an error (GOV.UK highlights only the parts in error): the
 * parts the reading blames, or all three for nothing typed or a rule on the whole date.
 */
export function datePartsInError(entry: string): readonly DatePart[] {
  const reading = readDateParts(datePartsOf(entry), 'Date');
  return reading.kind === 'problem' ? reading.parts : dateParts;
}

function joinAnd(parts: readonly DatePart[]): string {
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}
