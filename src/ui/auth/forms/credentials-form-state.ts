import { makeAutoObservable } from 'mobx';
import type { IdentityStep } from '../../../core/identity/identity-step';
import {
  passwordCharacterFields,
  requestedPasswordCharacters,
  type PasswordCharacterField,
  type RequestedCharacter,
} from '../../../core/auth-forms/password-positions';
import { FormTouchState } from '../../shared/form-touch-state';
import type { SummaryError } from '../../shared/ErrorSummary';
import { CredentialsForm, credentialsFieldOrder, type CredentialsField } from './log-on-forms.dto';
import { validateForm } from './validate-form';
import { passwordBoxId } from '../components/PasswordCharacterBoxes';

const isCharacterField = (field: string): field is PasswordCharacterField =>
  (passwordCharacterFields as readonly string[]).includes(field);

/**
 * The values, touched/active state and class-validator errors of a stage 2 or stage 3 form. Owned by
 * the password and secure token view models (composition, not inheritance). Which inputs exist comes
 * from the identity step: only those the page asks for are shown, enabled and validated.
 */
export class CredentialsFormState {
  values: Record<CredentialsField, string> = {
    keyrcc_password_first: '',
    keyrcc_password_second: '',
    keyrcc_password_third: '',
    memorableAnswer: '',
    idv_OtpCredential: '',
  };
  requested: RequestedCharacter[] = [];
  asked: CredentialsField[] = [];
  readonly touch = new FormTouchState<CredentialsField>();

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Takes the inputs of a (new) page. Values of inputs still asked the same way are kept, never cleared. */
  load(step: IdentityStep): void {
    const previous = this.requested;
    this.requested = requestedPasswordCharacters(step.inputs, step.labels);
    const names = new Set(step.inputs.filter((i) => i.type !== 'hidden').map((i) => i.name));
    this.asked = credentialsFieldOrder.filter((f) => (isCharacterField(f) ? this.requested.some((r) => r.field === f) : names.has(f)));
    for (const field of passwordCharacterFields) {
      const before = previous.find((r) => r.field === field)?.position;
      const now = this.requested.find((r) => r.field === field)?.position;
      if (before !== now) this.values[field] = '';
    }
  }

  asks(field: CredentialsField): boolean {
    return this.asked.includes(field);
  }

  set(field: CredentialsField, value: string): void {
    this.values[field] = value;
  }

  get errors(): Partial<Record<CredentialsField, string>> {
    const form = Object.assign(new CredentialsForm(), this.values, { asked: this.asked });
    return validateForm(form) as Partial<Record<CredentialsField, string>>;
  }

  get valid(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** The one message of the character boxes: the first error of the three, once a box was touched. */
  get passwordCharactersError(): string | null {
    const invalid = this.requested.find((r) => this.errors[r.field]);
    if (!invalid) return null;
    const anyTouched = this.requested.some((r) => this.touch.touched.has(r.field));
    const anyActive = this.requested.some((r) => this.touch.active === r.field);
    if (this.touch.submitAttempted || (anyTouched && !anyActive)) return this.errors[invalid.field] ?? null;
    return null;
  }

  visibleError(field: 'memorableAnswer' | 'idv_OtpCredential'): string | null {
    return this.touch.visibleError(field, this.errors[field]);
  }

  fieldId(field: CredentialsField): string {
    if (isCharacterField(field)) {
      const position = this.requested.find((r) => r.field === field)?.position;
      return passwordBoxId(position ?? field);
    }
    return field;
  }

  /** The id of the first invalid field, in page order, or null. */
  get firstInvalidFieldId(): string | null {
    const field = this.orderedAsked.find((f) => this.errors[f]);
    return field ? this.fieldId(field) : null;
  }

  /**
   * The GOV.UK summary lists the errors after a submit attempt only: it takes focus when it appears,
   * which must never happen while the customer is moving between fields. The character boxes count once.
   */
  get summaryErrors(): SummaryError[] {
    const list: SummaryError[] = [];
    if (!this.touch.submitAttempted) return list;
    const charError = this.passwordCharactersError;
    const firstChar = this.requested.find((r) => this.errors[r.field]);
    if (charError && firstChar) list.push({ fieldId: this.fieldId(firstChar.field), message: charError });
    for (const field of ['memorableAnswer', 'idv_OtpCredential'] as const) {
      const message = this.asks(field) ? this.visibleError(field) : null;
      if (message) list.push({ fieldId: field, message });
    }
    return list;
  }

  /** What is posted: the inputs asked for. */
  get submission(): Record<string, string> {
    return Object.fromEntries(this.asked.map((f) => [f, this.values[f]]));
  }

  private get orderedAsked(): CredentialsField[] {
    const chars = this.requested.map((r) => r.field);
    return [...chars, ...this.asked.filter((f) => !isCharacterField(f))];
  }
}
