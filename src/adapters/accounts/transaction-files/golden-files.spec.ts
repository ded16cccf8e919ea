import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../../core/accounts/account';
import type { Transaction } from '../../../core/accounts/transaction';
import { transactionsForFile, type ExportFormat } from '../../../core/accounts/transaction-file';
import { fakeAccounts, fakeTransactions } from '../../fakes/fake-accounts.data';
import { FormatTransactionFileWriter } from './format-transaction-file-writer.adapter';

/*
 * The files customers download are read correctly today by real money software (Excel, GnuCash,
 * Quicken, Moneydance), so they must not change by a byte. test/fixtures/accounts/transaction-files holds the files the writers made
 * before they moved from core to this adapter (commit 8d1d2be), for an
 * answer with the awkward cases: formula text, quotes and commas, accents and symbols outside
 * code page 1252, a line break, a long payee, no running balance, kinds typed only by their sign,
 * and a row outside the range. Changing a format on purpose means regenerating these and saying why.
 */
const range = { from: '2025-01-01', to: '2026-11-22' };
const generatedAt = Date.UTC(2026, 10, 22, 9, 5, 7);

const awkward = (accountId: string): Transaction[] => [
  { id: 'T9', accountId, date: '2026-11-22', description: '=HYPERLINK("http://x")', amount: 1, balance: null, type: 'OTHER' },
  { id: 'T8', accountId, date: '2026-11-21', description: 'M&S <Food> €uro ✓ two\nlines', amount: -99, balance: 5, type: 'FASTER_PAYMENT' },
  { id: 'T7', accountId, date: '2026-11-21', description: 'A VERY LONG DESCRIPTION OF A PAYMENT THAT IS OVER THIRTY TWO', amount: 12345678, balance: 0, type: 'INTEREST' },
  { id: 'T0', accountId, date: '2024-12-31', description: 'OUT OF RANGE', amount: -1, balance: 0, type: 'CASH' },
];

const [current, savings, card] = fakeAccounts() as [Account, Account, Account];

const cases: [file: string, account: Account, format: ExportFormat][] = [
  ['current.csv', current, 'csv'],
  ['current.qif', current, 'qif'],
  ['current.ofx', current, 'ofx'],
  ['savings.ofx', savings, 'ofx'],
  ['card.qif', card, 'qif'],
  ['card.ofx', card, 'ofx'],
];

describe('transaction files, byte for byte', () => {
  it.each(cases)('%s is unchanged', async (file, account, format) => {
    const answer = [...awkward(account.id), ...fakeTransactions(account.id)];
    const written = await new FormatTransactionFileWriter().write({
      format,
      account,
      transactions: transactionsForFile(answer, range),
      range,
      generatedAt,
    });
    const golden = readFileSync(join(process.cwd(), 'test/fixtures/accounts/transaction-files', file));
    expect(Buffer.from(written.content, 'utf8').equals(golden)).toBe(true);
  });
});
