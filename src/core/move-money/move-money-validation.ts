import { addDays, daysBetween, parseIsoDate } from '../accounts/calendar-date';
import { formatMoney, type Pence } from '../accounts/money';

/**
 * The field rules of spec 02 section 5 for moving money, with its wording. Customers paste sort codes
 * and account numbers as they see them ('40-12-76', '40 12 76', '12345678 '): separators and spaces
 * are dropped before the digits are counted. Each check returns null (valid) or the message.
 */
export const ValidationMessages = {
  required: 'This field requires a value',
  selection: 'This field requires a selection',
  numeric: 'This field requires a numeric value',
  textLength: 'This field requires 1 to 18 characters',
  alphanumeric: 'Field must contain alpha numeric characters',
  reference: 'Reference must contain between 1 and 18 alpha numeric characters',
  accountNumber: 'Sorry, the account number you have entered is not valid',
  cardNumber: 'Sorry, the credit card number you have entered is not valid',
  /** The spec words no sort code message; this follows the account number's. */
  sortCode: 'Sorry, the sort code you have entered is not valid',
  amountPositive: 'Monetary amount must be positive',
  amountMinimum: (minimum: Pence) =>
    `Sorry, we cannot proceed with an amount under ${formatMoney(minimum)}. Please change the amount and try again.`,
  amountMaximum:
    "Sorry we are unable to proceed with your request as it exceeds our limit for this type of transaction. Please see our 'Payment Limits' for more information.",
  startBeforeEnd: 'Start date must be before end date.',
  endAfterStart: 'End date must be after start date.',
  /** Not worded by the spec: a past date is refused in plain words. */
  dateInPast: 'The date cannot be in the past. Enter today or a later date.',
  firstPaymentTooSoon: 'A standing order cannot start today. Enter tomorrow or a later date.',
  dateInvalid: 'Enter a real date, for example 27 3 2027.',
  numberOfPayments: 'Enter a number of payments from 2 to 999.',
} as const;

/** Spec 02 section 9: minimum 0.01, default maximum 49999.99, upper bound 99999999 (in pounds). */
export const AmountLimits = { minimum: 1, defaultMaximum: 4_999_999, upperBound: 9_999_999_900 } as const;

const allowedText = /^[A-Za-z0-9 /.+&(),'\\"-]*$/;

/** Digits only, for pasted sort codes and account numbers. */
export function compactDigits(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/** Required text (spec 02 section 5), e.g. the roll number a payee's bank needs. */
export function requiredTextError(raw: string): string | null {
  return raw.trim() === '' ? ValidationMessages.required : null;
}

export function sortCodeError(raw: string): string | null {
  const value = compactDigits(raw);
  if (value === '') return ValidationMessages.required;
  return /^\d{6}$/.test(value) ? null : ValidationMessages.sortCode;
}

export function accountNumberError(raw: string): string | null {
  const value = compactDigits(raw);
  if (value === '') return ValidationMessages.required;
  return /^\d{8}$/.test(value) ? null : ValidationMessages.accountNumber;
}

export function cardNumberError(raw: string): string | null {
  const value = compactDigits(raw);
  if (value === '') return ValidationMessages.required;
  return /^\d{16}$/.test(value) ? null : ValidationMessages.cardNumber;
}

/** The 1-18 character text rule (payee names). */
export function shortTextError(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return ValidationMessages.required;
  if (value.length > 18) return ValidationMessages.textLength;
  return allowedText.test(value) ? null : ValidationMessages.alphanumeric;
}

export function referenceError(raw: string): string | null {
  const value = raw.trim();
  if (value.length < 1 || value.length > 18 || !allowedText.test(value)) return ValidationMessages.reference;
  return null;
}

export function selectionError(value: string | null | undefined): string | null {
  return value === null || value === undefined || value === '' || value.startsWith('-') ? ValidationMessages.selection : null;
}

/**
 * '£1,234.56', '1234.5', ' 25 ' -> pence. Null when it is not a plain amount of pounds (letters, two
 * points, more than 2 decimal places).
 */
export function parseAmount(raw: string): Pence | null {
  const value = raw.trim().replace(/^£/, '').replace(/,(?=\d{3}(\D|$))/g, '').trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value) ?? /^()\.(\d{1,2})$/.exec(value);
  if (!match) return null;
  const pounds = Number(match[1] || '0');
  const pence = Number((match[2] ?? '').padEnd(2, '0'));
  return pounds * 100 + pence;
}

export function amountError(raw: string, maximum: Pence = AmountLimits.defaultMaximum): string | null {
  const value = raw.trim();
  if (value === '') return ValidationMessages.required;
  if (/^-/.test(value.replace(/^£/, ''))) return ValidationMessages.amountPositive;
  const pence = parseAmount(value);
  if (pence === null) {
    // '0.001' is a number, just too small to pay.
    return /^£?0?\.\d+$/.test(value) && Number(value.replace('£', '')) > 0
      ? ValidationMessages.amountMinimum(AmountLimits.minimum)
      : ValidationMessages.numeric;
  }
  if (pence === 0) return ValidationMessages.amountPositive;
  if (pence < AmountLimits.minimum) return ValidationMessages.amountMinimum(AmountLimits.minimum);
  if (pence > Math.min(maximum, AmountLimits.upperBound)) return ValidationMessages.amountMaximum;
  return null;
}

/**
 * Weekends and bank holidays (our choice, written down in docs/api/move-money.md): a standing order
 * may be set for any calendar day from tomorrow. When that day is a Saturday, a Sunday or an England
 * and Wales bank holiday, the bank pays on the next working day, and the review says so.
 */
export const bankHolidays: readonly string[] = [
  '2026-01-01', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28',
  '2027-01-01', '2027-03-26', '2027-03-29', '2027-05-03', '2027-05-31', '2027-08-30', '2027-12-27', '2027-12-28',
];

export function isWorkingDay(iso: string): boolean {
  const p = parseIsoDate(iso);
  if (!p) return false;
  const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !bankHolidays.includes(iso);
}

/** The day the money actually goes for a payment due on `iso`. */
export function nextWorkingDay(iso: string): string {
  let day = iso;
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

export function firstPaymentDateError(raw: string, today: string): string | null {
  if (raw.trim() === '') return ValidationMessages.required;
  if (!parseIsoDate(raw)) return ValidationMessages.dateInvalid;
  const days = daysBetween(today, raw);
  if (days < 0) return ValidationMessages.dateInPast;
  if (days === 0) return ValidationMessages.firstPaymentTooSoon;
  return null;
}

export function finalPaymentDateError(raw: string, firstPaymentDate: string, today: string): string | null {
  if (raw.trim() === '') return ValidationMessages.required;
  if (!parseIsoDate(raw)) return ValidationMessages.dateInvalid;
  if (daysBetween(today, raw) < 0) return ValidationMessages.dateInPast;
  if (parseIsoDate(firstPaymentDate) && daysBetween(firstPaymentDate, raw) <= 0) return ValidationMessages.endAfterStart;
  return null;
}

export function numberOfPaymentsError(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return ValidationMessages.required;
  if (!/^\d+$/.test(value)) return ValidationMessages.numeric;
  const n = Number(value);
  return n >= 2 && n <= 999 ? null : ValidationMessages.numberOfPayments;
}
