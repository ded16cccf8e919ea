/**
 * The codes a customer types to sign (docs/rules/credentials.md, docs/rules/field-validation.md). A Transaction Security
 * Code is exactly 6 digits; spaces typed or pasted between digits are ignored ('123 456').
 */
export const transactionCodeLength = 6;

export const SigningMessages = {
  codeMissing: 'Please enter your Transaction Security Code.',
  codeInvalid: 'The Transaction Security code you have entered is invalid.',
  /** The spec words one message for the re-authentication code; it serves empty and malformed alike. */
  reauthenticationMissing: 'Please enter your Re-authentication Security Code.',
  /** OLR_0043, with {phone} for the help line (docs/rules/error-catalogue.md). */
  wrongCode: 'You have entered an incorrect Transaction Security Code. Please try again or call us on {phone}. (OLR_0043)',
} as const;

export const WrongTransactionCode = 'OLR_0043';

/** The code as it is sent: digits only, spaces dropped. */
export function normaliseCode(raw: string): string {
  return raw.replace(/\s+/g, '');
}

function isSixDigits(raw: string): boolean {
  return new RegExp(`^\\d{${transactionCodeLength}}$`).test(normaliseCode(raw));
}

/** Null when the Transaction Security Code may be sent, else its message. */
export function transactionCodeError(raw: string): string | null {
  if (normaliseCode(raw) === '') return SigningMessages.codeMissing;
  return isSixDigits(raw) ? null : SigningMessages.codeInvalid;
}

/** Null when the Re-authentication Security Code may be sent, else its message. */
export function reauthenticationCodeError(raw: string): string | null {
  return isSixDigits(raw) ? null : SigningMessages.reauthenticationMissing;
}

export function wrongCodeMessage(phone: string): string {
  return SigningMessages.wrongCode.replace('{phone}', phone);
}
