import { describe, expect, it } from 'vitest';
import { anAccount, fakeAccounts, fakeTransactions } from '../../adapters/fakes/fake-accounts.data';
import { exportFileName, transactionsForFile } from './transaction-file';

const card = fakeAccounts()[2]!;
const range = { from: '2025-01-01', to: '2026-11-22' };

describe('exportFileName', () => {
  it('says the account and the range', () => {
    expect(exportFileName(anAccount({ summary: { number: '12341234' } }), { from: '2025-01-01', to: '2025-12-31' }, 'csv')).toBe(
      'current-account-1234-2025-01-01-to-2025-12-31.csv',
    );
    expect(exportFileName(card, range, 'ofx')).toBe('credit-card-1234-2025-01-01-to-2026-11-22.ofx');
    expect(exportFileName(anAccount({ name: 'Cash ISA (Easy access)', summary: { number: '99998888' } }), range, 'qif')).toBe(
      'cash-isa-easy-access-8888-2025-01-01-to-2026-11-22.qif',
    );
  });
});

describe('transactionsForFile', () => {
  it('keeps the rows within the range, oldest first, in the order of the answer within a day', () => {
    const answer = [
      { ...fakeTransactions()[0]!, id: 'LATE-B', date: '2026-11-22' },
      { ...fakeTransactions()[0]!, id: 'LATE-A', date: '2026-11-22' },
      ...fakeTransactions(),
    ];
    expect(transactionsForFile(answer, { from: '2026-10-15', to: '2026-11-22' }).map((t) => t.id)).toEqual([
      'T2', 'T3', 'T4', 'T5', 'T6', 'LATE-A', 'LATE-B',
    ]);
  });

  it('leaves the answer as it was', () => {
    const answer = fakeTransactions();
    transactionsForFile(answer, range);
    expect(answer.map((t) => t.id)).toEqual(['T6', 'T5', 'T4', 'T3', 'T2', 'T1']);
  });
});

describe('transactionsForFile, whatever order the gateway sent', () => {
  it('puts rows sent out of order oldest first, and drops the rows after the range', () => {
    const row = (id: string, date: string) => ({ ...fakeTransactions()[0]!, id, date });
    const answer = [row('MID', '2026-10-20'), row('NEW', '2026-11-02'), row('OLD', '2026-10-16'), row('AFTER', '2026-12-01'), row('BEFORE', '2026-10-01')];
    expect(transactionsForFile(answer, { from: '2026-10-15', to: '2026-11-22' }).map((t) => t.id)).toEqual(['OLD', 'MID', 'NEW']);
  });
});

describe('exportFileName of odd names', () => {
  it('drops the signs at both ends of the name, and the digits when there are none', () => {
    const r = { from: '2026-01-01', to: '2026-01-31' };
    expect(exportFileName(anAccount({ name: '--Easy Saver--', summary: { number: '12345678' } }), r, 'csv')).toBe('easy-saver-5678-2026-01-01-to-2026-01-31.csv');
    expect(exportFileName(anAccount({ name: 'Easy Saver', summary: { number: null } }), r, 'csv')).toBe('easy-saver-2026-01-01-to-2026-01-31.csv');
    expect(exportFileName(anAccount({ name: '***', summary: { number: null } }), r, 'qif')).toBe('account-2026-01-01-to-2026-01-31.qif');
  });
});
