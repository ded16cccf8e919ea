import { messageTextError } from '../inbox/message-text';
import { SpecMessages } from '../shared/validation/validation-messages';

/**
 * The message forms' wording: spec 02 section 5's one set (core/shared/validation) and this area's
 * date message. The text, selection and amount rules are core/shared/validation's, not copies here.
 */
export const formMessages = {
  ...SpecMessages,
  date: 'Enter a real date',
} as const;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

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
