import type { Account } from './account';
import { lastFour } from './account-identifiers';
import type { DateRange, Transaction } from './transaction';

/**
 * What the bank decides about a transactions download: the formats offered, which rows go in the
 * file and in what order, and the file's name. How each format is written is a wire concern: the
 * TransactionFileWriter port (adapters/accounts/transaction-files/).
 */
export type ExportFormat = 'csv' | 'ofx' | 'qif';
export const exportFormats: readonly ExportFormat[] = ['csv', 'ofx', 'qif'];

/**
 * The rows of a file: the transactions dated within the range (whatever the gateway sent), oldest
 * first as statements and money software list them. Lists arrive newest first: reversing before a
 * stable sort keeps the order within a day, oldest first.
 */
export function transactionsForFile(transactions: readonly Transaction[], range: DateRange): Transaction[] {
  return transactions
    .filter((t) => t.date >= range.from && t.date <= range.to)
    .reverse()
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

const slug = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'account';

/** 'current-account-1234-2025-01-01-to-2025-12-31.csv': the account's name and last four digits, and the range. */
export function exportFileName(account: Account, range: DateRange, format: ExportFormat): string {
  const digits = lastFour(account.summary.creditCardNumber ?? account.summary.number);
  return `${[slug(account.name), digits].filter(Boolean).join('-')}-${range.from}-to-${range.to}.${format}`;
}
