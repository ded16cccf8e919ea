import { beforeEach, describe, expect, it } from 'vitest';
import { FakeAccounts, FakeFileSaver, InMemoryAccountsState } from '../../adapters/fakes/fake-accounts.adapter';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import { RecordingTransactionFileWriter } from '../../adapters/fakes/fake-transaction-file-writer.adapter';
import { DownloadTransactions, isInvalidRange } from './download-transactions.use-case';
import { LoadCreditCardPaymentInfo } from './load-account-extras.use-case';
import { LoadAccounts } from './load-accounts.use-case';
import { ResetAccounts } from './reset-accounts.use-case';

describe('account pages when something is missing or fails', () => {
  let port: FakeAccounts;
  let source: LoadAccounts;

  beforeEach(() => {
    port = new FakeAccounts();
    source = new LoadAccounts(port, new InMemoryAccountsState(), { state: { level: 40 } } as never, { execute: () => 40 as const });
  });

  it('a download: the range error says every field message in one description', async () => {
    const saver = new FakeFileSaver();
    const use = new DownloadTransactions(source, port, new RecordingTransactionFileWriter(), saver, new FakeClock());
    const result = await use.execute({ accountIndex: 0, range: { from: '2026-11-22', to: '2026-11-01' }, format: 'csv' });
    expect(!result.ok && result.error.description).toBe('Start date must be before end date. End date must be after start date.');
  });

  it('a download for an index with no account saves nothing and says so', async () => {
    const saver = new FakeFileSaver();
    const use = new DownloadTransactions(source, port, new RecordingTransactionFileWriter(), saver, new FakeClock());
    const result = await use.execute({ accountIndex: 9, range: { from: '2026-11-01', to: '2026-11-22' }, format: 'csv' });
    expect(!result.ok && result.error.code).toBe('ACC_NOT_FOUND');
    expect(saver.saved).toEqual([]);
  });

  it('only a range error is read as one', () => {
    expect(isInvalidRange({ code: 'ACC_INVALID_RANGE', description: '' })).toBe(true);
    expect(isInvalidRange({ code: 'ACC_NOT_FOUND', description: '' })).toBe(false);
  });

  it('card payment information for an index with no account asks the bank nothing', async () => {
    const info = await new LoadCreditCardPaymentInfo(source, port).execute(9);
    expect(!info.ok && info.error.code).toBe('ACC_NOT_FOUND');
    expect(port.calls.creditCardPaymentInfo ?? 0).toBe(0);
  });
});

describe('the accounts list when the customer is away or leaves', () => {
  it('tells a customer not logged on to log on', async () => {
    const load = new LoadAccounts(new FakeAccounts(), new InMemoryAccountsState(), { state: { level: 10 } } as never, { execute: () => 40 as const });
    const result = await load.execute();
    expect(!result.ok && result.error).toEqual({ code: 'ACC_NOT_AUTHENTICATED', description: 'Log on to see your accounts.' });
  });

  it('drops a failure that arrives after a reset (log-off): no error is kept for the next customer', async () => {
    const port = new FakeAccounts();
    const store = new InMemoryAccountsState();
    port.failWith('list', { code: 'FD999T', description: 'offline' });
    const load = new LoadAccounts(port, store, { state: { level: 40 } } as never, { execute: () => 40 as const });
    const pending = load.execute();
    new ResetAccounts(store).execute();
    const result = await pending;
    expect(!result.ok && result.error.code).toBe('ACC_CANCELLED');
    expect(store.state.error).toBeNull();
  });
});
