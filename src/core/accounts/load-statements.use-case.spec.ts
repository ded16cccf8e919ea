import { beforeEach, describe, expect, it } from 'vitest';
import { FakeAccounts, InMemoryAccountsState } from '../../adapters/fakes/fake-accounts.adapter';
import { LoadAccounts } from './load-accounts.use-case';
import { findStatement, LoadStatements, OpenStatement } from './load-statements.use-case';
import type { Statement } from './statement';

const statement = (id: string, period: string, endDate: string): Statement => ({
  id,
  accountId: 'ACC-CUR-1',
  period,
  startDate: `${period}-01`,
  endDate,
  issuedDate: endDate,
  title: id,
});

describe('statements of an account', () => {
  let port: FakeAccounts;
  let source: LoadAccounts;

  beforeEach(() => {
    port = new FakeAccounts();
    source = new LoadAccounts(port, new InMemoryAccountsState(), { state: { level: 40 } } as never, { execute: () => 40 as const });
  });

  it('keeps the bank order of statements that end on the same day, newest first otherwise', async () => {
    port.statementsByAccount['ACC-CUR-1'] = [
      statement('A', '2026-08', '2026-08-31'),
      statement('B', '2026-10', '2026-10-31'),
      statement('C', '2026-10', '2026-10-31'),
      statement('D', '2026-09', '2026-09-30'),
    ];
    const result = await new LoadStatements(source, port).execute(0);
    expect(result.ok && result.value.statements.map((s) => s.id)).toEqual(['B', 'C', 'D', 'A']);
  });

  it('passes the failure of the statements request on', async () => {
    port.failWith('statements', { code: 'ST500', description: 'down' });
    const result = await new LoadStatements(source, port).execute(0);
    expect(!result.ok && result.error).toEqual({ code: 'ST500', description: 'down' });
  });

  it('finds a statement by its id before another by its period', () => {
    const list = [statement('2026-09', '2026-10', '2026-10-31'), statement('S9', '2026-09', '2026-09-30')];
    expect(findStatement(list, '2026-09')?.title).toBe('2026-09');
    expect(findStatement(list, '2026-10')?.title).toBe('2026-09');
    expect(findStatement(list, 'nothing')).toBeNull();
  });

  it('names a card statement by the last four digits of the card, and the name without stray signs', async () => {
    port.accounts[2]!.name = '  Platinum Card! ';
    port.statementsByAccount['ACC-CC-1'] = [statement('CC-10', '2026-10', '2026-10-31')];
    const result = await new OpenStatement(new LoadStatements(source, port), port).execute({ accountIndex: 2, statementKey: '2026-10' });
    expect(result.ok && result.value.fileName).toBe('statement-platinum-card-1234-2026-10.pdf');
  });

  it('names a statement with one dash for each run of signs in the name, and the last four digits however they are grouped', async () => {
    port.accounts[0]!.name = 'Joint -- Everyday & Bills';
    port.accounts[0]!.summary.number = '1234 56 78';
    port.statementsByAccount['ACC-CUR-1'] = [statement('S10', '2026-10', '2026-10-31')];
    const result = await new OpenStatement(new LoadStatements(source, port), port).execute({ accountIndex: 0, statementKey: 'S10' });
    expect(result.ok && result.value.fileName).toBe('statement-joint-everyday-bills-5678-2026-10.pdf');
  });

  it('leaves the digits out of the name of an account that has no number', async () => {
    port.accounts[0]!.summary.number = null;
    port.statementsByAccount['ACC-CUR-1'] = [statement('S10', '2026-10', '2026-10-31')];
    const result = await new OpenStatement(new LoadStatements(source, port), port).execute({ accountIndex: 0, statementKey: 'S10' });
    expect(result.ok && result.value.fileName).toBe('statement-current-account-2026-10.pdf');
  });

  it('says which statement key it could not find', async () => {
    const result = await new OpenStatement(new LoadStatements(source, port), port).execute({ accountIndex: 0, statementKey: '1999-01' });
    expect(!result.ok && result.error).toEqual({ code: 'ACC_STATEMENT_NOT_FOUND', description: 'There is no statement 1999-01.' });
  });

  it('passes the accounts failure on when opening a statement', async () => {
    const result = await new OpenStatement(new LoadStatements(source, port), port).execute({ accountIndex: 9, statementKey: '2026-10' });
    expect(!result.ok && result.error.code).toBe('ACC_NOT_FOUND');
  });
});
