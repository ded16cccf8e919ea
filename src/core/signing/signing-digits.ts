import type { Pence } from '../accounts/money';

/**
 * What the customer types into the Secure Key to sign a payment (docs/rules/credentials.md): the last 4 digits of the payee's identifier, then the amount in pence without the decimal point.
 *
 * The identifier is the payee's account number; a company that needs one gives its reference or a card
 * number instead. Only digits count: '12-34 56' gives '3456'. The amount is the whole number of pence
 * (£12.50 is 1250, £0.05 is 5): "the decimal point ignored" with no leading zeros, as a calculator shows it.
 */
export type SigningIdentifierKind = 'account' | 'reference' | 'card';

export interface SigningSubject {
  /** Which identifier of the payee the code is built from. */
  kind: SigningIdentifierKind;
  /** The identifier as entered or listed ('55779911', 'ROLL 1234', '4929 1234 5678 9012'). */
  identifier: string;
  amountPence: Pence;
  /**
   * Anything else that names the payee (sort code and account, a beneficiary id): not keyed into the
   * device, but a code signed for one payee must not sign for another with the same last digits.
   */
  payee?: string;
  /** The account the money leaves from: a code signed from one account does not sign from another. */
  account?: string;
  /** The payment's reference: a change of it is a new instruction, so its code goes too. */
  reference?: string;
  /** A standing order's schedule (frequency, dates, end), as text: a code signed for one schedule does not sign another. */
  schedule?: string;
}

export const signingIdentifierDigits = 4;
/** The hardware Secure Key's display holds 8 digits (docs/rules/constants.md). */
export const deviceDisplayDigits = 8;

export interface SigningDigits {
  /** The identifier's last (up to) 4 digits. */
  identifierDigits: string;
  /** The amount in pence, no decimal point. */
  amountDigits: string;
  /** Everything to key in, in order: identifierDigits + amountDigits. */
  entry: string;
  /**
   * What the device shows once everything is keyed in: the last 8 digits. Keys go in from the right
   * like a calculator's, so the first digits scroll off to the left.
   */
  display: string;
  /** The leading digits that scrolled off the display ('' when all fit). They were still keyed in. */
  scrolledOff: string;
  /**
   * A reference (or card number) with fewer than 4 digits cannot make a code on its own: the
   * explanatory modal tells the customer what to do (docs/rules/field-validation.md).
   */
  identifierTooShort: boolean;
}

export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

export function amountDigits(amountPence: Pence): string {
  return String(Math.max(0, Math.round(amountPence)));
}

export function signingDigits(subject: SigningSubject): SigningDigits {
  const all = digitsOf(subject.identifier);
  const identifierDigits = all.slice(-signingIdentifierDigits);
  const amount = amountDigits(subject.amountPence);
  const entry = identifierDigits + amount;
  const cut = Math.max(0, entry.length - deviceDisplayDigits);
  return {
    identifierDigits,
    amountDigits: amount,
    entry,
    display: entry.slice(cut),
    scrolledOff: entry.slice(0, cut),
    identifierTooShort: identifierDigits.length < signingIdentifierDigits,
  };
}

/**
 * The values a code is bound to (PSD2 RTS article 5, dynamic linking): the payee's identifier digits,
 * the amount, the payee, the account and the reference. Two subjects with the same key take the same
 * code; any change needs a new one.
 */
export function signingKey(subject: SigningSubject): string {
  return JSON.stringify([
    subject.kind,
    digitsOf(subject.identifier),
    amountDigits(subject.amountPence),
    subject.payee ?? '',
    subject.account ?? '',
    subject.reference ?? '',
    subject.schedule ?? '',
  ]);
}
