import { messageTextError } from '../inbox/message-text';
import { calendarDateOf } from '../shared/bank-day';
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
  return calendarDateOf(value) ? null : formMessages.date;
}
