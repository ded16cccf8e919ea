import { formatMoney, type Pence } from '../../accounts/money';
import { addMonths, parseIsoDate, toIsoDate, type YearMonthDay } from '../../accounts/calendar-date';
import { SpecMessages } from '../../shared/validation/validation-messages';
import { selectionError } from '../../shared/validation/text-rules';
import { AmountReaderMessages, readWholePounds } from '../../shared/validation/amount-reader';

/** £25 to £300 a month in whole pounds, paid on a day from 1 to 28, for 12 months, one per customer. */
export const RegularSaverTerms = { minimumMonthly: 2_500, maximumMonthly: 30_000, firstDay: 1, lastDay: 28, termMonths: 12 } as const;

export const RegularSaverMessages = {
  wholePounds: 'Enter the monthly amount in whole pounds, for example 150',
  range: (min: Pence, max: Pence) => `Enter a monthly amount from ${formatMoney(min)} to ${formatMoney(max)}`,
  day: (first: number, last: number) => `Enter a day of the month from ${first} to ${last}`,
  alreadyHeld: 'You already have a Regular Saver. You can hold one Regular Saver at a time.',
  declaration: 'You must confirm the declaration to apply',
} as const;

/**
 * The monthly amount in pence, or its message. Whole pounds only ('150', '£150', '150.00'); the
 * spec's words where it has them (empty, not a number, negative or zero).
 */
export function monthlyAmount(raw: string, limits: { minimumMonthly: Pence; maximumMonthly: Pence } = RegularSaverTerms): { pence: Pence } | { error: string } {
  const reading = readWholePounds(raw);
  if (reading.kind === 'empty') return { error: SpecMessages.required };
  if (reading.kind === 'negative') return { error: SpecMessages.amountPositive };
  if (reading.kind === 'misplaced-comma') return { error: AmountReaderMessages.misplacedComma };
  if (reading.kind === 'pence-given') return { error: RegularSaverMessages.wholePounds };
  if (reading.kind !== 'amount') return { error: SpecMessages.numeric };
  const pence = reading.pence;
  if (pence === 0) return { error: SpecMessages.amountPositive };
  if (pence < limits.minimumMonthly || pence > limits.maximumMonthly) return { error: RegularSaverMessages.range(limits.minimumMonthly, limits.maximumMonthly) };
  return { pence };
}

/** The day of the month the standing order pays, 1 to 28 (every month has one). */
export function paymentDay(raw: string): { day: number } | { error: string } {
  const value = raw.trim();
  if (value === '' || selectionError(value)) return { error: SpecMessages.selection };
  if (!/^\d{1,2}$/.test(value)) return { error: RegularSaverMessages.day(RegularSaverTerms.firstDay, RegularSaverTerms.lastDay) };
  const day = Number(value);
  if (day < RegularSaverTerms.firstDay || day > RegularSaverTerms.lastDay) return { error: RegularSaverMessages.day(RegularSaverTerms.firstDay, RegularSaverTerms.lastDay) };
  return { day };
}

/**
 * The first payment: the next time the day comes round after today (today itself is too late for a
 * standing order set up today, as move money's first date is tomorrow at the earliest).
 */
export function firstPaymentDate(today: YearMonthDay, day: number): string {
  const thisMonth = toIsoDate({ year: today.year, month: today.month, day });
  if (day > today.day) return thisMonth;
  return addMonths(thisMonth, 1);
}

/** The term ends 12 months after the first payment (the account matures then). */
export function maturityDate(firstPayment: string, termMonths: number = RegularSaverTerms.termMonths): string {
  if (!parseIsoDate(firstPayment)) throw new RangeError(`Not an ISO date: ${firstPayment}`);
  return addMonths(firstPayment, termMonths);
}

/** '15th', '1st', '22nd', '3rd', '11th'. */
export function ordinalDay(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}
