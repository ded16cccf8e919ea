import { CredentialMessages, sequenceMessage } from './credential-messages';
import { requiredTextError, selectionError } from '../shared/validation/text-rules';
import { hasSequence } from './sequence-rule';

/**
 * The credential rules at set-up (docs/rules/credentials.md), as pure checks: each returns the message to
 * show, or null when the value passes. Lengths and character sets are the spec's; a field's rules run
 * in order and the first failure is its message (required, then the format, then the sequences).
 */
export type CredentialCheck = (value: string) => string | null;

/** Username at set-up: 5 to 76 of letters, digits and @ ' - _ . */
const usernamePattern = /^[A-Za-z0-9@'\-_.]{5,76}$/;
/** Password: 8 to 30 letters or digits. */
const passwordPattern = /^[A-Za-z0-9]{8,30}$/;
/** Security answer: letters, digits and , @ . ' _ - and space; 6 to 36, or 3 to 30 for the second type. */
const answerCharacters = /^[A-Za-z0-9,@.'_\- ]*$/;

export const AnswerTypes = { standard: { min: 6, max: 36 }, second: { min: 3, max: 30 } } as const;
export type AnswerType = keyof typeof AnswerTypes;

/** docs/rules/field-validation.md's required text and selection: the one set in core/shared/validation. */
export const requiredText: CredentialCheck = requiredTextError;
export const requiredSelection: (value: string | null | undefined) => string | null = selectionError;

/** The confirm field matches its original, ignoring case. */
export function matches(value: string, original: string): string | null {
  return value.toLowerCase() === original.toLowerCase() ? null : CredentialMessages.noMatch;
}

export function noSequence(value: string, context: string): string | null {
  return hasSequence(value) ? sequenceMessage(context) : null;
}

export function validUsername(value: string): string | null {
  return usernamePattern.test(value) ? null : CredentialMessages.username;
}

export function validPassword(value: string): string | null {
  return passwordPattern.test(value) ? null : CredentialMessages.password;
}

export function validAnswer(value: string, type: AnswerType = 'standard'): string | null {
  const { min, max } = AnswerTypes[type];
  const ok = value.length >= min && value.length <= max && answerCharacters.test(value);
  return ok ? null : CredentialMessages.answer;
}

/** Transaction Security Code (exactly 6 digits) and Re-authentication code: the signing rules (core/signing), one set. */
export { transactionCodeError as validTransactionCode, reauthenticationCodeError as validReauthenticationCode } from '../signing/transaction-security-code';

/** Security Code (log-on, activation): 6 digits, as the Secure Key shows it. */
export function validSecurityCode(value: string): string | null {
  if (value.trim() === '') return CredentialMessages.securityCodeRequired;
  return /^\d{6}$/.test(value) ? null : CredentialMessages.securityCodeInvalid;
}

/** The first message of a field's checks, or null. */
export function firstFailure(value: string, checks: readonly CredentialCheck[]): string | null {
  for (const check of checks) {
    const message = check(value);
    if (message) return message;
  }
  return null;
}

/** The whole set for a new credential: required, then its format, then no runs (context: the field's name). */
export const credentialChecks = {
  username: (): CredentialCheck[] => [requiredText, validUsername, (v) => noSequence(v, 'username')],
  password: (): CredentialCheck[] => [requiredText, validPassword, (v) => noSequence(v, 'password')],
  answer: (context: string, type: AnswerType = 'standard'): CredentialCheck[] => [
    requiredText,
    (v) => validAnswer(v, type),
    (v) => noSequence(v, context),
  ],
  confirm: (original: () => string): CredentialCheck[] => [requiredText, (v) => matches(v, original())],
};
