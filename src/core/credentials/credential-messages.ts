/**
 * The messages of the credential rules at set-up (spec 01 section 5, 'Credential rules at set-up'),
 * word for word. One set for every identity flow (registration, resets, activation) and, later, the
 * security details pages.
 */
export const CredentialMessages = {
  requiredText: 'This field requires a value',
  requiredSelection: 'This field requires a selection',
  noMatch: 'Fields do not match, please try again',
  username: 'Sorry, the username you have chosen is not valid.',
  password: 'Sorry, the password you have entered is not valid.',
  answer: 'Sorry, the answer you have entered is not valid.',
  transactionCodeRequired: 'Please enter your Transaction Security Code.',
  transactionCodeInvalid: 'The Transaction Security code you have entered is invalid.',
  securityCodeRequired: 'Please enter your Security Code.',
  securityCodeInvalid: 'The Security code you have entered is invalid.',
  reauthenticationCodeRequired: 'Please enter your Re-authentication Security Code.',
} as const;

/** 'Your {context} can't contain 5 sequential characters ...' with the field's name as context. */
export function sequenceMessage(context: string): string {
  return `Your ${context} can't contain 5 sequential characters e.g. 12345, abcde or qwerty. Please try again.`;
}
