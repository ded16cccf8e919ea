import { parseIsoDate } from '../accounts/calendar-date';
import { daysFrom } from '../shared/calendar-spans';
import { dateEntryError } from '../dates/date-entry';

import { SpecMessages } from '../shared/validation/validation-messages';

/**
 * Moving money's own rules and wording on top of docs/rules/field-validation.md's one set
 * (core/shared/validation). Customers paste sort codes and account numbers as they see them
 * ('40-12-76', '40 12 76', '12345678 '): separators and spaces are dropped before the digits are
 * counted. Each check returns null (valid) or the message.
 */
export const ValidationMessages = {
  ...SpecMessages,
  accountNumber: 'Sorry, the account number you have entered is not valid',
  cardNumber: 'Sorry, the credit card number you have entered is not valid',
  /** The spec words no sort code message; this follows the account number's. */
  sortCode: 'Sorry, the sort code you have entered is not valid',
  /** Not worded by the spec: a past date is refused in plain words. */
  dateInPast: 'The date cannot be in the past. Enter today or a later date.',
  firstPaymentTooSoon: 'A standing order cannot start today. Enter tomorrow or a later date.',
  numberOfPayments: 'Enter a number of payments from 2 to 999.',
} as const;


/** Digits only, for pasted sort codes and account numbers. */
export function compactDigits(raw: string): string {
  return raw.replace(/[\s-]/g, '');
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

/** `raw` is a date entry (core/dates): the typed parts are read GOV.UK's way before the bank's rules. */
export function firstPaymentDateError(raw: string, today: string): string | null {
  const typing = dateEntryError(raw, 'First payment date', ValidationMessages.required);
  if (typing) return typing;
  const days = daysFrom(today, raw);
  if (days < 0) return ValidationMessages.dateInPast;
  if (days === 0) return ValidationMessages.firstPaymentTooSoon;
  return null;
}

export function finalPaymentDateError(raw: string, firstPaymentDate: string, today: string): string | null {
  const typing = dateEntryError(raw, 'Final payment date', ValidationMessages.required);
  if (typing) return typing;
  if (daysFrom(today, raw) < 0) return ValidationMessages.dateInPast;
  if (parseIsoDate(firstPaymentDate) && daysFrom(firstPaymentDate, raw) <= 0) return ValidationMessages.endAfterStart;
  return null;
}

export function numberOfPaymentsError(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return ValidationMessages.required;
  if (!/^\d+$/.test(value)) return ValidationMessages.numeric;
  const n = Number(value);
  return n >= 2 && n <= 999 ? null : ValidationMessages.numberOfPayments;
}
