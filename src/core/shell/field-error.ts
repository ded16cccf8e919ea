/**
 * When an inline field error is shown (docs/rules/credentials.md): only after the field was touched and not
 * while the customer is still typing in it. After a submit attempt every error shows, even in the
 * field that has focus, because the error summary's links move focus into the field and the
 * message must stay beside it (GOV.UK error pattern).
 */
export interface FieldInteraction {
  touched: boolean;
  active: boolean;
  submitAttempted?: boolean;
}

export function fieldErrorVisible(field: FieldInteraction): boolean {
  if (field.submitAttempted) return true;
  return field.touched && !field.active;
}
