import { messageTextError } from '../inbox/message-text';

/** Wording of spec 02 section 5 used by the message forms. */
export const formMessages = {
  required: 'This field requires a value',
  selection: 'This field requires a selection',
  alphanumeric: 'Field must contain alpha numeric characters',
  startBeforeEnd: 'Start date must be before end date.',
  endAfterStart: 'End date must be after start date.',
  numeric: 'This field requires a numeric value',
  positive: 'Monetary amount must be positive',
  amountMax:
    "Sorry we are unable to proceed with your request as it exceeds our limit for this type of transaction. Please see our 'Payment Limits' for more information.",
  amountMin: (amount: string) => `Sorry, we cannot proceed with an amount under ${amount}. Please change the amount and try again.`,
  date: 'Enter a real date',
} as const;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Letters, digits, space and / . + & ( ) , ' \ " - (spec 02 section 5), any script's letters included. */
const alphanumeric = /^[\p{L}\p{N} /.+&(),'\\"-]*$/u;

export function requiredText(value: string): string | null {
  return value.trim() === '' ? formMessages.required : null;
}

export function alphanumericText(value: string): string | null {
  return requiredText(value) ?? (alphanumeric.test(value.trim()) ? null : formMessages.alphanumeric);
}

export function requiredSelection(value: string): string | null {
  return value === '' || value === 'placeholder' ? formMessages.selection : null;
}

export const messageText = (value: string): string | null => messageTextError(value);

/** An ISO date (YYYY-MM-DD) that exists. */
export function isoDate(value: string): string | null {
  if (value.trim() === '') return formMessages.required;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return formMessages.date;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? null : formMessages.date;
}

/** Pounds as typed ('1,250.50', '£30') to pence, or null when it is not an amount. */
export function poundsToPence(value: string): number | null {
  const cleaned = value.replace(/[£,\s]/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** An amount between 0.01 and a maximum (spec 02 sections 5 and 9), in pounds as typed. */
export function amount(value: string, maxPence = 4_999_999): string | null {
  if (value.trim() === '') return formMessages.required;
  const pence = poundsToPence(value);
  if (pence === null) return formMessages.numeric;
  if (pence <= 0) return formMessages.positive;
  if (pence > maxPence) return formMessages.amountMax;
  return null;
}
