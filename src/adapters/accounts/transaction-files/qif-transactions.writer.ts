import type { Account } from '../../../core/accounts/account';
import { formatUkNumericDate } from '../../../core/accounts/calendar-date';
import { isCreditCard } from '../../../core/accounts/category';
import { formatDecimal } from '../../../core/accounts/money';
import type { Transaction } from '../../../core/accounts/transaction';
import { singleLine } from './single-line';

/**
 * QIF as Quicken, GnuCash and Moneydance import it: '!Type:Bank' (or '!Type:CCard' for credit cards),
 * then per transaction, in the order given, D (dd/mm/yyyy, UK order), T (signed amount), P (payee)
 * and '^'. Golden files keep it byte-for-byte (test/fixtures/accounts/transaction-files).
 */
export function toQif(account: Account, transactions: readonly Transaction[]): string {
  const lines = [isCreditCard(account.summary) ? '!Type:CCard' : '!Type:Bank'];
  for (const t of transactions) {
    lines.push(`D${formatUkNumericDate(t.date)}`, `T${formatDecimal(t.amount)}`, `P${singleLine(t.description)}`, '^');
  }
  return `${lines.join('\r\n')}\r\n`;
}
