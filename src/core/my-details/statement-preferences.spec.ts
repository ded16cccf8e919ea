import { describe, expect, it } from 'vitest';
import { changesOf, type AccountStatementPreference } from './statement-preferences';

const held: AccountStatementPreference[] = [
  { accountId: 'CUR', accountName: 'Current Account', accountLabel: '', preference: 'online', nextStatementDate: '2026-12-01' },
  { accountId: 'SAV', accountName: 'Bonus Saver', accountLabel: '', preference: 'paper-and-online', nextStatementDate: '2026-12-15' },
];

describe('statement preference changes', () => {
  it('nothing chosen differently: no change', () => {
    expect(changesOf(held, {})).toEqual([]);
    expect(changesOf(held, { CUR: 'online', SAV: 'paper-and-online' })).toEqual([]);
  });

  it('lists each account that changes, from what to what and from its next statement', () => {
    expect(changesOf(held, { SAV: 'online' })).toEqual([
      { accountId: 'SAV', accountName: 'Bonus Saver', from: 'paper-and-online', to: 'online', fromDate: '2026-12-15' },
    ]);
    expect(changesOf(held, { CUR: 'paper-and-online', SAV: 'online' }).map((c) => c.accountId)).toEqual(['CUR', 'SAV']);
  });

  it('ignores a choice for an account the bank does not list', () => {
    expect(changesOf(held, { OTHER: 'online' })).toEqual([]);
  });
});
