import { SigningMessages } from '../signing/transaction-security-code';

/**
 * The messages of the credential rules at set-up (docs/rules/credentials.md, 'Credential rules at set-up'),
 * word for word. One set for every identity flow (registration, resets, activation) and, later, the
 * security details pages. The signing codes' messages are the signing rules' own (core/signing), not a copy.
 */
export const CredentialMessages = {
  requiredText: 'This field requires a value',
  requiredSelection: 'This field requires a selection',
  noMatch: 'Fields do not match, please try again',
  username: 'Sorry, the username you have chosen is not valid.',
  password: 'Sorry, the password you have entered is not valid.',
  answer: 'Sorry, the answer you have entered is not valid.',
  transactionCodeRequired: SigningMessages.codeMissing,
  transactionCodeInvalid: SigningMessages.codeInvalid,
  securityCodeRequired: 'Please enter your Security Code.',
  securityCodeInvalid: 'The Security code you have entered is invalid.',
  reauthenticationCodeRequired: SigningMessages.reauthenticationMissing,
} as const;

/** 'Your {context} can't contain 5 sequential characters ...' with the field's name as context. */
export function sequenceMessage(context: string): string {
  return `Your ${context} can't contain 5 sequential characters e.g. 12345, abcde or qwerty. Please try again.`;
}
