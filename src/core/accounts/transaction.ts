import type { Pence } from './money';

/** How money moved. Export formats map these to their own codes (OFX TRNTYPE). */
export type TransactionType =
  | 'CARD_PAYMENT'
  | 'DIRECT_DEBIT'
  | 'STANDING_ORDER'
  | 'FASTER_PAYMENT'
  | 'BANK_CREDIT'
  | 'TRANSFER'
  | 'CASH'
  | 'CHEQUE'
  | 'INTEREST'
  | 'CHARGE'
  | 'OTHER';

export interface Transaction {
  /** Unique within the account; stable across downloads (used as the OFX FITID). */
  id: string;
  accountId: string;
  /** ISO date 'YYYY-MM-DD' the transaction was posted. */
  date: string;
  description: string;
  /** Signed pence: negative is money out, positive money in. */
  amount: Pence;
  /** Running balance after the transaction, where the bank sends one. */
  balance: Pence | null;
  type: TransactionType;
}

/** An inclusive range of ISO dates 'YYYY-MM-DD'. */
export interface DateRange {
  from: string;
  to: string;
}

/** A payment due in the coming days (direct debits, standing orders, future-dated payments). */
export interface UpcomingTransaction {
  id: string;
  accountId: string;
  /** ISO date 'YYYY-MM-DD' the payment is due. */
  date: string;
  description: string;
  /** Signed pence, negative for money going out. */
  amount: Pence;
  type: 'DIRECT_DEBIT' | 'STANDING_ORDER' | 'FUTURE_PAYMENT';
}

/** A card payment authorised by the merchant but not yet posted to the account. */
export interface PendingAuthorisation {
  id: string;
  accountId: string;
  /** ISO date 'YYYY-MM-DD' of the authorisation. */
  date: string;
  merchant: string;
  /** Signed pence, negative for a purchase. */
  amount: Pence;
  /** Last four digits of the card used. */
  cardLast4: string;
}

export type InterestBasis = 'AER' | 'GROSS' | 'APR' | 'EAR';

export interface InterestRate {
  /** What the rate applies to, e.g. 'Balances up to £10,000' or 'Purchases'. */
  label: string;
  /** Percent per year, e.g. 4.15. */
  ratePercent: number;
  basis: InterestBasis;
}

export interface InterestRates {
  accountId: string;
  rates: InterestRate[];
}

export interface CreditCardPaymentInfo {
  accountId: string;
  statementBalance: Pence;
  minimumPayment: Pence;
  /** ISO date 'YYYY-MM-DD'. */
  paymentDueDate: string;
  /** ISO date 'YYYY-MM-DD'. */
  lastStatementDate: string;
  creditLimit: Pence;
  availableCredit: Pence;
}
