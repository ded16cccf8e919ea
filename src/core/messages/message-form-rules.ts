import { messageTextError } from '../inbox/message-text';
import { dateEntryError } from '../dates/date-entry';
import { SpecMessages } from '../shared/validation/validation-messages';

/**
 * The message forms' wording: docs/rules/field-validation.md's one set (core/shared/validation) and this area's
 * date message. The text, selection and amount rules are core/shared/validation's, not copies here.
 */
export const formMessages = {
  ...SpecMessages,
} as const;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export const messageText = (value: string): string | null => messageTextError(value);

/** A date entry (core/dates) that makes a real date; `name` words GOV.UK's message ('Date you leave'). */
export function isoDate(value: string, name: string): string | null {
  return dateEntryError(value, name, formMessages.required);
}

/** A travel notice's return: a real date after the day the customer leaves (docs/rules/field-validation.md's words). */
export function returnDateError(value: string, departure: string): string | null {
  return isoDate(value, 'Date you come back') ?? (isoDate(departure, 'Date you leave') === null && value <= departure ? formMessages.endAfterStart : null);
}
