import type { Account } from './account';
import { lastFour } from './account-identifiers';
import { formatUkNumericDate } from './calendar-date';
import { isCreditCard } from './category';
import type { DownloadFile } from './file-saver.port';
import { formatDecimal } from './money';
import type { DateRange, Transaction, TransactionType } from './transaction';

/**
 * Transaction files for spreadsheets and money software (docs/api/accounts.md, "Download formats").
 * Files list transactions oldest first, as statements and money software do.
 */
export type ExportFormat = 'csv' | 'ofx' | 'qif';
export const exportFormats: readonly ExportFormat[] = ['csv', 'ofx', 'qif'];

const mimeTypes: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  ofx: 'application/x-ofx',
  qif: 'application/qif',
};

// Lists arrive newest first: reversing before a stable sort keeps the order within a day, oldest first.
const oldestFirst = (transactions: readonly Transaction[]): Transaction[] =>
  [...transactions].reverse().sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

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

// ---------------------------------------------------------------- CSV (RFC 4180)

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

/**
 * CSV with a header row and CRLF line ends (RFC 4180). Dates dd/mm/yyyy and plain signed amounts, as
 * UK spreadsheets read them. Text cells are neutralised against formulas; the number cells are ours,
 * generated from integers, so a leading minus there stays a number. A UTF-8 byte-order mark lets
 * Excel read '£' and accents correctly.
 */
export function toCsv(transactions: readonly Transaction[]): string {
  const rows = [['Date', 'Description', 'Type', 'Amount (GBP)', 'Balance (GBP)']];
  for (const t of oldestFirst(transactions)) {
    rows.push([
      formatUkNumericDate(t.date),
      neutraliseFormula(t.description),
      typeLabels[t.type],
      formatDecimal(t.amount),
      t.balance === null ? '' : formatDecimal(t.balance),
    ]);
  }
  return `\uFEFF${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------- QIF

const oneLine = (text: string): string => text.replace(/[\r\n]+/g, ' ').trim();

/**
 * QIF as Quicken, GnuCash and Moneydance import it: '!Type:Bank' (or '!Type:CCard' for credit cards),
 * then per transaction D (dd/mm/yyyy, UK order), T (signed amount), P (payee) and '^'.
 */
export function toQif(account: Account, transactions: readonly Transaction[]): string {
  const lines = [isCreditCard(account.summary) ? '!Type:CCard' : '!Type:Bank'];
  for (const t of oldestFirst(transactions)) {
    lines.push(`D${formatUkNumericDate(t.date)}`, `T${formatDecimal(t.amount)}`, `P${oneLine(t.description)}`, '^');
  }
  return `${lines.join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------- OFX 1.0.2 (SGML)

const ofxTypes: Record<TransactionType, string | null> = {
  CARD_PAYMENT: 'POS',
  DIRECT_DEBIT: 'DIRECTDEBIT',
  STANDING_ORDER: 'REPEATPMT',
  FASTER_PAYMENT: null,
  BANK_CREDIT: 'DIRECTDEP',
  TRANSFER: 'XFER',
  CASH: 'ATM',
  CHEQUE: 'CHECK',
  INTEREST: 'INT',
  CHARGE: 'FEE',
  OTHER: null,
};

/** OFX TRNTYPE; where the type alone does not say, the sign does (DEBIT or CREDIT). */
export function ofxTransactionType(t: Pick<Transaction, 'type' | 'amount'>): string {
  return ofxTypes[t.type] ?? (t.amount < 0 ? 'DEBIT' : 'CREDIT');
}

/**
 * OFX 1.0.2 is SGML in the declared code page 1252 / US-ASCII: accents are folded, anything else
 * outside ASCII becomes '?', and & < > are escaped.
 */
export function ofxText(text: string, maxLength: number): string {
  const ascii = oneLine(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?')
    .slice(0, maxLength);
  return ascii.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const ofxDate = (iso: string): string => iso.replace(/-/g, '');

function ofxAccountType(account: Account): string {
  switch (account.summary.category) {
    case 'Savings':
    case 'Investments':
      return 'SAVINGS';
    case 'Mortgage':
    case 'Loan':
      return 'CREDITLINE';
    default:
      return 'CHECKING';
  }
}

/**
 * OFX 1.0.2 SGML, the version UK banks offer as "Microsoft Money / Quicken (OFX)" and that GnuCash
 * (libofx), Moneydance and Quicken all import. Bank accounts carry BANKACCTFROM with BANKID = sort code
 * and ACCTID = sort code + account number (the UK convention, unique across banks); credit cards carry
 * CCACCTFROM with the card number masked to its last four digits, so no full card number lands on disk.
 * `generatedAt` is the server time stamp (YYYYMMDDHHMMSS) for DTSERVER.
 */
export function toOfx(account: Account, transactions: readonly Transaction[], range: DateRange, generatedAt: string): string {
  const card = isCreditCard(account.summary);
  const sortCode = (account.summary.sortCode ?? '').replace(/\D/g, '');
  const number = (account.summary.number ?? '').replace(/\D/g, '');
  const body: string[] = [];
  body.push('<BANKTRANLIST>', `<DTSTART>${ofxDate(range.from)}`, `<DTEND>${ofxDate(range.to)}`);
  for (const t of oldestFirst(transactions)) {
    body.push(
      '<STMTTRN>',
      `<TRNTYPE>${ofxTransactionType(t)}`,
      `<DTPOSTED>${ofxDate(t.date)}`,
      `<TRNAMT>${formatDecimal(t.amount)}`,
      `<FITID>${ofxText(t.id, 255)}`,
      `<NAME>${ofxText(t.description, 32)}`,
      ...(t.description.length > 32 ? [`<MEMO>${ofxText(t.description, 255)}`] : []),
      '</STMTTRN>',
    );
  }
  body.push('</BANKTRANLIST>');
  body.push('<LEDGERBAL>', `<BALAMT>${formatDecimal(account.summary.balance)}`, `<DTASOF>${ofxDate(account.summary.balanceDate)}`, '</LEDGERBAL>');

  const statement = card
    ? [
        '<CREDITCARDMSGSRSV1>',
        '<CCSTMTTRNRS>',
        '<TRNUID>1',
        '<STATUS>', '<CODE>0', '<SEVERITY>INFO', '</STATUS>',
        '<CCSTMTRS>',
        '<CURDEF>GBP',
        '<CCACCTFROM>', `<ACCTID>${'X'.repeat(12)}${lastFour(account.summary.creditCardNumber)}`, '</CCACCTFROM>',
        ...body,
        '</CCSTMTRS>',
        '</CCSTMTTRNRS>',
        '</CREDITCARDMSGSRSV1>',
      ]
    : [
        '<BANKMSGSRSV1>',
        '<STMTTRNRS>',
        '<TRNUID>1',
        '<STATUS>', '<CODE>0', '<SEVERITY>INFO', '</STATUS>',
        '<STMTRS>',
        '<CURDEF>GBP',
        '<BANKACCTFROM>', `<BANKID>${sortCode}`, `<ACCTID>${sortCode}${number}`, `<ACCTTYPE>${ofxAccountType(account)}`, '</BANKACCTFROM>',
        ...body,
        '</STMTRS>',
        '</STMTTRNRS>',
        '</BANKMSGSRSV1>',
      ];

  const header = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
  ];
  const ofx = [
    '<OFX>',
    '<SIGNONMSGSRSV1>',
    '<SONRS>',
    '<STATUS>', '<CODE>0', '<SEVERITY>INFO', '</STATUS>',
    `<DTSERVER>${generatedAt}`,
    '<LANGUAGE>ENG',
    '</SONRS>',
    '</SIGNONMSGSRSV1>',
    ...statement,
    '</OFX>',
  ];
  return `${[...header, ...ofx].join('\r\n')}\r\n`;
}

/** 'YYYYMMDDHHMMSS' in UTC for an instant (OFX DTSERVER). */
export function ofxTimestamp(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** The whole download: name, MIME type and content for the chosen format. */
export function exportTransactions(
  format: ExportFormat,
  account: Account,
  transactions: readonly Transaction[],
  range: DateRange,
  nowMs: number,
): DownloadFile {
  const content =
    format === 'csv'
      ? toCsv(transactions)
      : format === 'qif'
        ? toQif(account, transactions)
        : toOfx(account, transactions, range, ofxTimestamp(nowMs));
  return { fileName: exportFileName(account, range, format), mimeType: mimeTypes[format], content };
}
