import type { Pence } from '../../accounts/money';

/** An account a savings product may be paid from (`source-accounts`). */
export interface SourceAccount {
  id: string;
  name: string;
  /** Six digits, '401276'. */
  sortCode: string;
  number: string;
  /** What may be paid out today, where the bank says. */
  availableBalance: Pence | null;
}

export interface Country {
  code: string;
  name: string;
}

export interface Nationality {
  code: string;
  name: string;
}

/** A product's headline terms, as the bank states them. */
export interface SavingsProduct {
  name: string;
  /** '6.00' (per cent, as the bank states it: never recomputed here). */
  aer: string;
  rateType: 'fixed' | 'variable';
}

export interface RegularSaverProduct extends SavingsProduct {
  termMonths: number;
  minimumMonthly: Pence;
  maximumMonthly: Pence;
}

/** Whether this customer may apply for a Regular Saver. */
export type RegularSaverEligibility =
  | { kind: 'eligible'; product: RegularSaverProduct }
  | { kind: 'already-held'; product: RegularSaverProduct; account: { id: string; name: string } }
  | { kind: 'declined'; product: RegularSaverProduct; reason: string };

export interface RegularSaverApplication {
  monthlyAmount: Pence;
  paymentDay: number;
  fromAccountId: string;
  nationality: string;
  taxResidence: string;
}

/** The new account the bank opened. */
export interface OpenedAccount {
  id: string;
  name: string;
  sortCode: string;
  number: string;
}

export interface RegularSaverOpened {
  reference: string;
  account: OpenedAccount;
  standingOrder: { amount: Pence; paymentDay: number; firstPaymentDate: string; fromAccountName: string };
}

export interface CashIsaProduct extends SavingsProduct {
  flexible: boolean;
  /** The smallest first deposit the bank takes. */
  minimumDeposit: Pence;
}

/** What the bank says of this customer and the ISA rules: before any number is typed. */
export interface CashIsaStanding {
  /** Paid into Cash ISAs with us in the tax year the bank counts (ISAs elsewhere are not in it). */
  paidInThisTaxYear: Pence;
  /** The tax year the bank's count is of, '2026/27'. */
  taxYear: string;
  ukResident: boolean;
}

export interface ApplicantDetails {
  title: string;
  firstName: string;
  lastName: string;
  /** ISO 'YYYY-MM-DD'. */
  dateOfBirth: string;
  address: { lines: string[]; postcode: string };
}

/** The eligibility check with the National Insurance number. */
export type IsaDetailsCheck = { kind: 'confirmed' } | { kind: 'declined'; reason: string };

export interface CashIsaApplication {
  nationalInsuranceNumber: string;
  firstDeposit: Pence;
  fromAccountId: string;
  /** The first tax year the subscription applies to, '2026/27'. */
  taxYear: string;
}

/**
 * A document the saver is given before they apply: the summary box, the terms,
 * the FSCS information sheet, the right to cancel. The bank's HTML for the page, and its PDF to keep.
 */
export interface ProductDocument {
  id: string;
  title: string;
  html: string;
  pdf: Blob;
}

export interface CashIsaOpened {
  reference: string;
  account: OpenedAccount;
  firstDeposit: Pence;
}
