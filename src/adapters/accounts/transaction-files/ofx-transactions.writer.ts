import type { Account } from '../../../core/accounts/account';
import { lastFour } from '../../../core/accounts/account-identifiers';
import { isCreditCard } from '../../../core/accounts/category';
import { formatDecimal } from '../../../core/accounts/money';
import type { DateRange, Transaction, TransactionType } from '../../../core/accounts/transaction';
import { type FileShape, wholeFile } from './file-shape';
import { singleLine } from './single-line';

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
  const ascii = singleLine(text)
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

/** 'YYYYMMDDHHMMSS' in UTC for an instant (OFX DTSERVER). */
export function ofxTimestamp(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/**
 * OFX 1.0.2 SGML, the version UK banks offer as "Microsoft Money / Quicken (OFX)" and that GnuCash
 * (libofx), Moneydance and Quicken all import. Bank accounts carry BANKACCTFROM with BANKID = sort code
 * and ACCTID = sort code + account number (the UK convention, unique across banks); credit cards carry
 * CCACCTFROM with the card number masked to its last four digits, so no full card number lands on disk.
 * One STMTTRN per transaction, in the order given. `generatedAt` is the server time stamp
 * (YYYYMMDDHHMMSS, ofxTimestamp) for DTSERVER. Golden files keep it byte-for-byte
 * (test/fixtures/accounts/transaction-files).
 */
export function toOfx(account: Account, transactions: readonly Transaction[], range: DateRange, generatedAt: string): string {
  return wholeFile(ofxShape(account, range, generatedAt), transactions);
}

/**
 * ofxText of one file's texts, each worked out once: a long history repeats the same descriptions,
 * and NFKD folding is the slowest part of a row.
 */
function memoOfxText(): (text: string, maxLength: number) => string {
  const seen = new Map<string, string>();
  return (text, maxLength) => {
    const key = `${maxLength}\u0000${text}`;
    let folded = seen.get(key);
    if (folded === undefined) {
      folded = ofxText(text, maxLength);
      if (seen.size < 50_000) seen.set(key, folded);
    }
    return folded;
  };
}

function ofxRow(t: Transaction, text: (text: string, maxLength: number) => string): string {
  return `${[
    '<STMTTRN>',
    `<TRNTYPE>${ofxTransactionType(t)}`,
    `<DTPOSTED>${ofxDate(t.date)}`,
    `<TRNAMT>${formatDecimal(t.amount)}`,
    `<FITID>${ofxText(t.id, 255)}`,
    `<NAME>${text(t.description, 32)}`,
    ...(t.description.length > 32 ? [`<MEMO>${text(t.description, 255)}`] : []),
    '</STMTTRN>',
  ].join('\r\n')}\r\n`;
}

/** Where the rows go in the statement's lines (no OFX line can be this). */
const rowsGoHere = '\u0000rows';

export function ofxShape(account: Account, range: DateRange, generatedAt: string): FileShape {
  const card = isCreditCard(account.summary);
  const sortCode = (account.summary.sortCode ?? '').replace(/\D/g, '');
  const number = (account.summary.number ?? '').replace(/\D/g, '');
  const body: string[] = [];
  body.push('<BANKTRANLIST>', `<DTSTART>${ofxDate(range.from)}`, `<DTEND>${ofxDate(range.to)}`);
  body.push(rowsGoHere);
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
  const lines = [...header, ...ofx];
  const at = lines.indexOf(rowsGoHere);
  const text = memoOfxText();
  return {
    head: `${lines.slice(0, at).join('\r\n')}\r\n`,
    row: (t) => ofxRow(t, text),
    tail: `${lines.slice(at + 1).join('\r\n')}\r\n`,
  };
}
