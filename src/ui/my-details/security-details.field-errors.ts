import type { IdentityError } from '../../core/identity/identity-step';
import { flowFieldError } from '../../core/identity-flows/flow-field-rules';
import { withPhone } from '../../core/identity-flows/identity-flow-texts';
import { focusIdOf, type FlowField } from '../shared/identity-flows/flow-fields';
import type { SummaryError } from '../shared/ErrorSummary';

/**
 * The error derivations of the security details page, as pure functions of the fields shown and
 * their messages: the view model keeps its getters (its API) and asks these; what is derived lives
 * here, apart from the state and the calls the view model holds.
 */

/** The set-up rules' message for a field with the entries so far (null when it passes). */
export function securityRuleError(field: FlowField, values: Record<string, string>): string | null {
  return flowFieldError({ name: field.name, required: field.required, kind: field.kind }, values);
}

/**
 * A field's message: the bank's own for it first (with the help phone number), else the set-up rules'
 * once the customer has pressed submit (not while typing).
 */
export function securityFieldError(
  field: FlowField,
  values: Record<string, string>,
  page: { serverErrors: IdentityError[]; submitAttempted: boolean; helpPhone: string },
): string | null {
  const server = page.serverErrors.find((e) => e.field === field.name);
  if (server) return withPhone(server.message, page.helpPhone);
  return page.submitAttempted ? securityRuleError(field, values) : null;
}

/** The error summary: one link per field with a message (GOV.UK pattern). */
export function securitySummaryErrors(fields: FlowField[], errorOf: (field: FlowField) => string | null): SummaryError[] {
  return fields.flatMap((f) => {
    const message = errorOf(f);
    return message ? [{ fieldId: focusIdOf(f), message }] : [];
  });
}

/** Where focus goes after a failed submit: the first field with a message. */
export function firstInvalidSecurityFieldId(fields: FlowField[], errorOf: (field: FlowField) => string | null): string | null {
  const invalid = fields.find((f) => errorOf(f) !== null);
  return invalid ? focusIdOf(invalid) : null;
}
