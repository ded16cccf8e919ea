import type { Account } from '../../../core/accounts/account';
import { formatUkNumericDate } from '../../../core/accounts/calendar-date';
import { isCreditCard } from '../../../core/accounts/category';
import { formatDecimal } from '../../../core/accounts/money';
import type { Transaction } from '../../../core/accounts/transaction';
import { wholeFile, type FileShape } from './file-shape';
import { singleLine } from './single-line';

/**
 * QIF as Quicken, GnuCash and Moneydance import it: '!Type:Bank' (or '!Type:CCard' for credit cards),
 * then per transaction, in the order given, D (dd/mm/yyyy, UK order), T (signed amount), P (payee)
 * and '^'. Golden files keep it byte-for-byte (test/fixtures/accounts/transaction-files).
 */
export function qifShape(account: Account): FileShape {
  return {
    head: `${isCreditCard(account.summary) ? '!Type:CCard' : '!Type:Bank'}\r\n`,
    row: (t) => `D${formatUkNumericDate(t.date)}\r\nT${formatDecimal(t.amount)}\r\nP${singleLine(t.description)}\r\n^\r\n`,
    tail: '',
  };
}

export function toQif(account: Account, transactions: readonly Transaction[]): string {
  return wholeFile(qifShape(account), transactions);
}
