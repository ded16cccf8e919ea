import { makeAutoObservable, observableRef } from 'mobx';
import type { IdentityError, IdentityStep } from '../../core/identity/identity-step';
import { fieldApplies, flowFieldError, flowSubmission } from '../../core/identity-flows/flow-field-rules';
import { withPhone } from '../../core/identity-flows/identity-flow-texts';
import { reauthenticationField } from '../../core/my-details/security-details.use-cases';
import { fieldsOf, focusIdOf, type FlowField } from '../shared/identity-flows/flow-fields';
import type { SummaryError } from '../shared/ErrorSummary';

/**
 * What the customer types on a security-details page and what is said about it: the entries, the
 * set-up rules checked before anything is sent, the bank's errors for a field, and the secrets
 * emptied from the form. The Re-authentication Security Code is not among these fields: the kit's
 * field takes it (`SecurityChangeSending`).
 */
export class SecurityEntries {
  values: Record<string, string> = {};
  serverErrors: IdentityError[] = [];
  /** A press found a rule broken: the rules' messages show from then on (not while typing before it). */
  submitAttempted = false;
  /** A refusal emptied the secrets: the page says so. */
  secretsCleared = false;
  /**
   * How many times secrets were emptied from the form. The view keys its form by it: React keeps the
   * previous render's props (the typed value) on each field's alternate fiber until that field renders
   * twice more, so the fields are made anew instead.
   */
  clearings = 0;
  /** Every field of the page, the code's and those that do not apply to the entries so far included. */
  private pageFields: FlowField[] = [];

  constructor(private readonly helpPhone: string) {
    makeAutoObservable<this, 'helpPhone' | 'pageFields'>(this, { helpPhone: false, pageFields: observableRef }, { autoBind: true });
  }

  /** A page with its fields: the bank's errors for them; what is already typed stays. */
  show(step: IdentityStep): void {
    this.pageFields = fieldsOf(step);
    this.serverErrors = step.errors;
    for (const field of this.pageFields) this.values[field.name] ??= '';
  }

  /** The page's fields that apply to the entries so far, but the code: the kit's Re-authentication field takes that. */
  get fields(): FlowField[] {
    return this.pageFields.filter((f) => f.name !== reauthenticationField && fieldApplies(f.name, this.values));
  }

  /** The entries to send, without the code: a code typed after 0004 is another try of the same entries. */
  get submission(): Record<string, string> {
    return flowSubmission(
      this.values,
      this.fields.map((f) => f.name),
    );
  }

  get anyTyped(): boolean {
    return Object.values(this.values).some((v) => v !== '');
  }

  setValue(name: string, value: string): void {
    this.values[name] = value;
    this.serverErrors = this.serverErrors.filter((e) => e.field !== name);
  }

  /** Checks the set-up rules before anything is sent; when one fails, their messages show and the bank's go. */
  passesRules(): boolean {
    if (!this.fields.some((f) => this.ruleError(f) !== null)) return true;
    this.submitAttempted = true;
    this.serverErrors = [];
    return false;
  }

  /**
   * A field's message: the bank's own for it first (with the help phone number), else the set-up rules'
   * once the customer has pressed submit (not while typing).
   */
  errorOf(field: FlowField): string | null {
    const server = this.serverErrors.find((e) => e.field === field.name);
    if (server) return withPhone(server.message, this.helpPhone);
    return this.submitAttempted ? this.ruleError(field) : null;
  }

  /** The error summary's links for the fields: one per field with a message (GOV.UK pattern). */
  get summaryErrors(): SummaryError[] {
    return this.fields.flatMap((f) => {
      const message = this.errorOf(f);
      return message ? [{ fieldId: focusIdOf(f), message }] : [];
    });
  }

  /** Where focus goes after a failed submit: the first field with a message. */
  get firstInvalidFieldId(): string | null {
    const invalid = this.fields.find((f) => this.errorOf(f) !== null);
    return invalid ? focusIdOf(invalid) : null;
  }

  /** Errors of the page that belong to no field shown (the code's are said under the kit's field). */
  get pageErrors(): string[] {
    return this.serverErrors
      .filter((e) => e.field !== reauthenticationField && (!e.field || !this.fields.some((f) => f.name === e.field)))
      .map((e) => withPhone(e.message, this.helpPhone));
  }

  /** The bank refused the change: nothing of its secrets is kept, the page says so and shows the bank's errors. */
  refused(step: IdentityStep): void {
    this.clearSecrets();
    this.secretsCleared = true;
    this.pageFields = fieldsOf(step);
    this.serverErrors = step.errors;
  }

  /** Empties every secret field (after the bank's definite answer, and on leaving). */
  clearSecrets(): void {
    let cleared = false;
    for (const field of this.pageFields) {
      if (field.type !== 'password') continue;
      cleared ||= (this.values[field.name] ?? '') !== '';
      this.values[field.name] = '';
    }
    if (cleared) this.clearings += 1;
  }

  private ruleError(field: FlowField): string | null {
    return flowFieldError({ name: field.name, required: field.required, kind: field.kind }, this.values);
  }
}
