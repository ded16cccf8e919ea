import type { Pence } from './money';

/** The account categories of docs/rules/customer-entities.md, in the labels the customer sees. */
export type TableCategory = 'Current' | 'Credit Card' | 'Savings' | 'Mortgage' | 'Loan' | 'Investments';

/**
 * The safe default for a category the table does not know: the account is
 * still shown, with its name and balance, but is never taken for a credit card or a share dealing
 * account, and files call it a bank account.
 */
export const otherCategory = 'Other';

export type AccountCategory = TableCategory | typeof otherCategory;

/**
 * Money and identification of one account. Amounts are integer pence; optional figures are null when
 * the bank sends none. `category` and `subCategory` are the canonical labels of the spec's table
 * (see category.ts), or 'Other' for a category it does not know; a sub-category the table does not
 * know is kept as sent.
 */
export interface AccountSummary {
  balance: Pence;
  availableBalance: Pence | null;
  /** Credit limit (credit cards) or arranged overdraft limit. */
  limit: Pence | null;
  overdraftBalance: Pence | null;
  /** ISO date 'YYYY-MM-DD' the balance is for. */
  balanceDate: string;
  /** Six digits, no separators; null for credit cards. Shown as xx-xx-xx (formatSortCode). */
  sortCode: string | null;
  /** Account number as held; null for credit cards. */
  number: string | null;
  /** Full card number as sent; shown only masked (maskCardNumber). */
  creditCardNumber: string | null;
  category: AccountCategory;
  subCategory: string;
  productType: string;
}

/** A server link attached to the account (statements, manage account ...). */
export interface AccountLink {
  rel: string;
  href: string;
}

/** Which optional figures the account list shows. Each is false unless the bank says true. */
export interface DisplayConfig {
  displayOverdraft: boolean;
  displayAvailableBalance: boolean;
  displayCreditLimit: boolean;
}

export const defaultDisplayConfig: DisplayConfig = {
  displayOverdraft: false,
  displayAvailableBalance: false,
  displayCreditLimit: false,
};

/** What money can move from or to this account (the move-money entry point reads it). */
export interface MoveMoney {
  canTransferFrom: boolean;
  canTransferTo: boolean;
  canPay: boolean;
}

export const noMoveMoney: MoveMoney = { canTransferFrom: false, canTransferTo: false, canPay: false };

export interface Account {
  /** The bank's id of the account (used in API paths). Routes use the list index instead. */
  id: string;
  /** Product name shown to the customer, e.g. 'Current Account'. */
  name: string;
  summary: AccountSummary;
  links: AccountLink[];
  displayConfig: DisplayConfig;
  moveMoney: MoveMoney;
  /** Share dealing accounts only: the token handed to the share-dealing host. Never put in a URL. */
  sharedealingAuthToken: string | null;
}
