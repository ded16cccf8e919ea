import {
  credentialChecks,
  firstFailure,
  requiredSelection,
  requiredText,
  validReauthenticationCode,
  validSecurityCode,
  type CredentialCheck,
} from '../credentials/credential-rules';
import { ValidationMessages } from '../move-money/move-money-validation';

/**
 * Which rule each field of the identity flows' forms follows, by the field's name in the service's
 * page (docs/api/identity.md, 'Flow form fields'). New credentials follow the set-up rules of spec 01
 * section 5 (core/credentials); answers to questions already set up need only a value, as the service
 * judges them. The account and card number texts are docs/rules/field-validation.md's; those for the sort code and
 * the serial number formats are ours: the spec gives none.
 */
export const FlowFieldTexts = {
  sortCode: 'Please enter a 6-digit sort code, for example 40-12-76',
  // docs/rules/field-validation.md words these two; the same messages as moving money's.
  accountNumber: ValidationMessages.accountNumber,
  cardNumber: ValidationMessages.cardNumber,
  serialNumber: 'Please enter the ten-digit serial number from the back of your Secure Key',
  lockPin: 'Please enter the 8-digit lock code your Secure Key shows',
} as const;

const pattern =
  (re: RegExp, message: string): CredentialCheck =>
  (v) =>
    re.test(v.replace(/[\s-]/g, '')) ? null : message;

/** Ours: docs/rules/credentials.md says the new password may not be the current one, but gives no words. */
export const samePasswordMessage = 'Your new password must be different from your current password.';

const notCurrentPassword =
  (current: () => string): CredentialCheck =>
  (v) =>
    v !== '' && v === current() ? samePasswordMessage : null;

/** The registration detail fields shown for each choice of the `detailsType` radio. */
export const DetailsChoices = { account: ['sortCode', 'accountNumber'], card: ['cardNumber'] } as const;

/** The three parts of a Secure Key serial number, combined into `serialNumber` on submit (docs/rules/log-on-state.md). */
export const serialParts = ['serialNumber1', 'serialNumber2', 'serialNumber3'] as const;
const serialLengths = { serialNumber1: 4, serialNumber2: 3, serialNumber3: 3 } as const;

export type FieldValues = Readonly<Record<string, string>>;

function checksFor(name: string, values: FieldValues, kind: 'text' | 'choice'): CredentialCheck[] {
  const value = (n: string) => () => values[n] ?? '';
  switch (name) {
    case 'newUsername':
      return credentialChecks.username();
    case 'newPassword':
      // On security details the current password is asked too: the new one may not be the same.
      return values.currentPassword === undefined ? credentialChecks.password() : [...credentialChecks.password(), notCurrentPassword(value('currentPassword'))];
    case 'currentPassword':
      return [requiredText];
    case 'reauthenticationCode':
      return [validReauthenticationCode];
    case 'confirmPassword':
      return credentialChecks.confirm(value('newPassword'));
    case 'newMemorableAnswer':
      return credentialChecks.answer('memorable answer');
    case 'confirmMemorableAnswer':
      return credentialChecks.confirm(value('newMemorableAnswer'));
    case 'newSecurityAnswer1':
    case 'newSecurityAnswer2':
      // Additional security questions take the second answer type (3 to 30).
      return credentialChecks.answer('security answer', 'second');
    case 'confirmSecurityAnswer1':
      return credentialChecks.confirm(value('newSecurityAnswer1'));
    case 'confirmSecurityAnswer2':
      return credentialChecks.confirm(value('newSecurityAnswer2'));
    case 'sortCode':
      return [requiredText, pattern(/^\d{6}$/, FlowFieldTexts.sortCode)];
    case 'accountNumber':
      return [requiredText, pattern(/^\d{8}$/, FlowFieldTexts.accountNumber)];
    case 'cardNumber':
      return [requiredText, pattern(/^\d{16}$/, FlowFieldTexts.cardNumber)];
    case 'serialNumber1':
    case 'serialNumber2':
    case 'serialNumber3':
      return [requiredText, pattern(new RegExp(`^\\d{${serialLengths[name]}}$`), FlowFieldTexts.serialNumber)];
    case 'lockPin':
      return [requiredText, pattern(/^\d{8}$/, FlowFieldTexts.lockPin)];
    case 'securityCode':
    case 'activationCode':
    case 'idv_OtpCredential':
      return [validSecurityCode];
    default:
      return kind === 'choice' ? [requiredSelection] : [requiredText];
  }
}

/** Whether a field is in play: registration shows the account fields or the card field by the radio chosen. */
export function fieldApplies(name: string, values: FieldValues): boolean {
  const choice = values.detailsType;
  if ((DetailsChoices.account as readonly string[]).includes(name)) return choice === 'account';
  if ((DetailsChoices.card as readonly string[]).includes(name)) return choice === 'card';
  return true;
}

/** The message for one field, or null. Only required fields and new credentials are checked. */
export function flowFieldError(
  field: { name: string; required: boolean; kind: 'text' | 'choice' },
  values: FieldValues,
): string | null {
  if (!fieldApplies(field.name, values)) return null;
  const checks = checksFor(field.name, values, field.kind);
  const isNewCredential = checks.length > 1 || checks[0] === validSecurityCode || checks[0] === validReauthenticationCode;
  if (!field.required && !isNewCredential) return null;
  return firstFailure(values[field.name] ?? '', checks);
}

/**
 * What is sent for a form: the fields in play, the serial number's three parts combined into one
 * `serialNumber` (docs/rules/log-on-state.md, 'Activation input'), sort codes without their dashes.
 */
export function flowSubmission(values: FieldValues, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    if (!fieldApplies(name, values)) continue;
    const value = values[name] ?? '';
    if ((serialParts as readonly string[]).includes(name)) continue;
    out[name] = name === 'sortCode' || name === 'cardNumber' || name === 'accountNumber' ? value.replace(/[\s-]/g, '') : value;
  }
  if (serialParts.some((p) => names.includes(p))) out.serialNumber = serialParts.map((p) => (values[p] ?? '').trim()).join('');
  return out;
}
