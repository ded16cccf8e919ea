import { formatUkNumericDate } from '../../../core/accounts/calendar-date';
import { formatDecimal } from '../../../core/accounts/money';
import type { Transaction, TransactionType } from '../../../core/accounts/transaction';
import { wholeFile, type FileShape } from './file-shape';

/*
 * CSV (RFC 4180) as UK spreadsheets read it (docs/api/accounts.md, "Download formats"). Files made by
 * this writer are read correctly by Excel, Numbers and Google Sheets today: golden files in
 * test/fixtures/accounts/transaction-files keep it byte-for-byte.
 */

const typeLabels: Record<TransactionType, string> = {
  CARD_PAYMENT: 'Card payment',
  DIRECT_DEBIT: 'Direct Debit',
  STANDING_ORDER: 'Standing order',
  FASTER_PAYMENT: 'Faster Payment',
  BANK_CREDIT: 'Bank credit',
  TRANSFER: 'Transfer',
  CASH: 'Cash',
  CHEQUE: 'Cheque',
  INTEREST: 'Interest',
  CHARGE: 'Charge',
  OTHER: 'Other',
};

/**
 * A text cell a spreadsheet cannot run: one starting with = + - @ (or tab / carriage return, which
 * some spreadsheets strip before looking) gets a leading apostrophe (OWASP "CSV injection").
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180 quoting: a field with a comma, quote or line break is quoted, quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const csvHeader = ['Date', 'Description', 'Type', 'Amount (GBP)', 'Balance (GBP)'];

/**
 * CSV with a header row and CRLF line ends (RFC 4180), one row per transaction in the order given.
 * Dates dd/mm/yyyy and plain signed amounts, as UK spreadsheets read them. Text cells are neutralised
 * against formulas; the number cells are ours, generated from integers, so a leading minus there
 * stays a number. A UTF-8 byte-order mark lets Excel read '£' and accents correctly.
 */
export const csvShape: FileShape = {
  head: `\uFEFF${csvHeader.map(csvField).join(',')}\r\n`,
  row: (t) =>
    `${[
      formatUkNumericDate(t.date),
      neutraliseFormula(t.description),
      typeLabels[t.type],
      formatDecimal(t.amount),
      t.balance === null ? '' : formatDecimal(t.balance),
    ]
      .map(csvField)
      .join(',')}\r\n`,
  tail: '',
};

export function toCsv(transactions: readonly Transaction[]): string {
  return wholeFile(csvShape, transactions);
}
