import type { SummaryError } from './ErrorSummary';

/**
 * The error summary's entries from a form's messages by field id, in the order given; a field with
 * no message (null, '' or missing) has none. The one helper for forms that keep their messages so.
 */
export const errorsOf = (fields: Readonly<Record<string, string | null | undefined>>): SummaryError[] =>
  Object.entries(fields).flatMap(([fieldId, message]) => (message ? [{ fieldId, message }] : []));
