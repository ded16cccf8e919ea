import { beforeEach, describe, expect, it } from 'vitest';
import { FakeAccounts, FakeFileSaver, InMemoryAccountsState } from '../../adapters/fakes/fake-accounts.adapter';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import { RecordingTransactionFileWriter } from '../../adapters/fakes/fake-transaction-file-writer.adapter';
import { fakeTransactions } from '../../adapters/fakes/fake-accounts.data';
import { AccountsFailure } from './accounts-failure';
import { DownloadTransactions, isInvalidRange } from './download-transactions.use-case';
import type { TransactionFileWriter } from './transaction-file-writer.port';
import {
  isUpcomingDisabled,
  upcomingFailure,
  LoadAccountExtras,
  LoadCreditCardPaymentInfo,
  LoadInterestRates,
  LoadLastLogon,
  LoadMarketing,
  LoadPendingAuthorisations,
  LoadUpcomingTransactions,
} from './load-account-extras.use-case';
import { LoadAccounts } from './load-accounts.use-case';
import { LoadStatements, OpenStatement } from './load-statements.use-case';
import { LoadTransactions } from './load-transactions.use-case';

const raise = { calls: [] as string[], execute(s: string) { this.calls.push(s); return 40 as const; } };

describe('account page use cases', () => {
  let port: FakeAccounts;
  let source: LoadAccounts;

  beforeEach(() => {
    port = new FakeAccounts();
    raise.calls = [];
    source = new LoadAccounts(port, new InMemoryAccountsState(), { state: { level: 40 } } as never, raise);
  });

  describe('LoadTransactions', () => {
    it('loads the accounts first when needed, then the account at the index', async () => {
      const result = await new LoadTransactions(source, port, raise).execute({ accountIndex: 0 });
      expect(result.ok && result.value.account.id).toBe('ACC-CUR-1');
      expect(result.ok && result.value.transactions).toHaveLength(6);
      expect(port.calls.list).toBe(1);
      expect(raise.calls).toEqual(['accounts', 'transactions']);
    });

    it('passes a range on', async () => {
      const result = await new LoadTransactions(source, port, raise).execute({ accountIndex: 0, range: { from: '2026-11-01', to: '2026-11-30' } });
      expect(result.ok && result.value.transactions.map((t) => t.id)).toEqual(['T6', 'T5', 'T4']);
    });

    it('fails for an index with no account, and with the gateway code', async () => {
      const missing = await new LoadTransactions(source, port, raise).execute({ accountIndex: 7 });
      expect(!missing.ok && missing.error.code).toBe('ACC_NOT_FOUND');
      port.failWith('transactions', { code: 'TX500', description: 'down' });
      const failed = await new LoadTransactions(source, port, raise).execute({ accountIndex: 0 });
      expect(!failed.ok && failed.error).toEqual({ code: 'TX500', description: 'down' });
    });

    it('passes an accounts failure on', async () => {
      port.failWith('list', { code: 'FD999T', description: 'offline' });
      const failed = await new LoadTransactions(source, port, raise).execute({ accountIndex: 0 });
      expect(!failed.ok && failed.error.code).toBe('FD999T');
    });
  });

  describe('DownloadTransactions', () => {
    const clock = new FakeClock();
    const make = (saver = new FakeFileSaver(), writer = new RecordingTransactionFileWriter()) => ({
      saver,
      writer,
      use: new DownloadTransactions(source, port, writer, saver, clock),
    });

    it('saves the chosen range in the chosen format', async () => {
      const { saver, use } = make();
      const result = await use.execute({ accountIndex: 0, range: { from: '2026-11-01', to: '2026-11-22' }, format: 'csv' });
      expect(result.ok).toBe(true);
      expect(saver.saved).toHaveLength(1);
      expect(saver.saved[0]?.fileName).toBe('current-account-4567-2026-11-01-to-2026-11-22.csv');
      expect(saver.saved[0]?.content?.split('\n')).toHaveLength(3);
    });

    it('chooses the rows (in range, oldest first) and the name; the writer port writes the format', async () => {
      const { saver, writer, use } = make();
      // A gateway that ignores the range must not widen the file.
      port.transactions = async () => fakeTransactions();
      await use.execute({ accountIndex: 0, range: { from: '2026-11-01', to: '2026-11-22' }, format: 'ofx' });
      expect(writer.requests).toHaveLength(1);
      expect(writer.requests[0]).toMatchObject({ format: 'ofx', range: { from: '2026-11-01', to: '2026-11-22' }, generatedAt: clock.now() });
      expect(writer.requests[0]?.account.id).toBe('ACC-CUR-1');
      expect(writer.requests[0]?.transactions.map((t) => t.id)).toEqual(['T4', 'T5', 'T6']);
      expect(saver.saved).toEqual([
        { fileName: 'current-account-4567-2026-11-01-to-2026-11-22.ofx', mimeType: 'test/ofx', content: 'T4\nT5\nT6' },
      ]);
    });

    it('validates the range before fetching anything', async () => {
      const { saver, use } = make();
      const result = await use.execute({ accountIndex: 0, range: { from: '2026-11-22', to: '2026-11-01' }, format: 'ofx' });
      expect(!result.ok && isInvalidRange(result.error) && result.error.fieldErrors.map((e) => e.message)).toEqual([
        'Start date must be before end date.',
        'End date must be after start date.',
      ]);
      const tooLong = await use.execute({ accountIndex: 0, range: { from: '2024-01-01', to: '2026-11-01' }, format: 'qif' });
      expect(!tooLong.ok && isInvalidRange(tooLong.error) && tooLong.error.fieldErrors[0]?.message).toBe('Please select a shorter date range.');
      expect(port.calls.transactions).toBeUndefined();
      expect(saver.saved).toEqual([]);
    });

    it('lets a writer that fetches the rows itself (off the page) make the file; else fetches them here', async () => {
      const fetching = Object.assign(new RecordingTransactionFileWriter(), {
        fetched: [] as unknown[],
        answer: { mimeType: 'test/csv', bytes: [new Uint8Array([65])] } as Awaited<ReturnType<NonNullable<TransactionFileWriter['writeFetched']>>>,
        writeFetched(request: unknown) {
          this.fetched.push(request);
          return Promise.resolve(this.answer);
        },
      });
      const { saver, use } = make(new FakeFileSaver(), fetching);
      const range = { from: '2026-11-01', to: '2026-11-22' };
      await use.execute({ accountIndex: 0, range, format: 'csv' });
      expect(fetching.fetched).toMatchObject([{ format: 'csv', range, generatedAt: clock.now(), account: { id: 'ACC-CUR-1' } }]);
      expect(port.calls.transactions).toBeUndefined();
      expect(fetching.requests).toEqual([]);
      expect(saver.saved).toMatchObject([{ fileName: 'current-account-4567-2026-11-01-to-2026-11-22.csv', mimeType: 'test/csv' }]);

      // No worker (null): the rows are fetched here and written as before.
      fetching.answer = null;
      await use.execute({ accountIndex: 0, range, format: 'csv' });
      expect(port.calls.transactions).toBe(1);
      expect(fetching.requests).toHaveLength(1);
      expect(saver.saved[1]?.content).toBe('T4\nT5\nT6');
    });

    it('saves nothing when the writer that fetches fails, with the gateway code, and does not fetch again', async () => {
      const failing = Object.assign(new RecordingTransactionFileWriter(), {
        writeFetched: () => Promise.reject(new AccountsFailure({ code: 'ACC042', description: 'Not available.' })),
      });
      const { saver, use } = make(new FakeFileSaver(), failing);
      const result = await use.execute({ accountIndex: 0, range: { from: '2026-11-01', to: '2026-11-22' }, format: 'ofx' });
      expect(!result.ok && result.error).toEqual({ code: 'ACC042', description: 'Not available.' });
      expect(port.calls.transactions).toBeUndefined();
      expect(saver.saved).toEqual([]);
    });

    it('saves nothing when the fetch fails', async () => {
      const { saver, use } = make();
      port.failWith('transactions', { code: 'FD001T', description: 'x' });
      const result = await use.execute({ accountIndex: 0, range: { from: '2026-11-01', to: '2026-11-22' }, format: 'qif' });
      expect(!result.ok && result.error.code).toBe('FD001T');
      expect(saver.saved).toEqual([]);
    });
  });

  describe('statements', () => {
    it('lists statements newest first', async () => {
      port.statementsByAccount['ACC-CUR-1'] = [
        { id: 'S1', accountId: 'ACC-CUR-1', period: '2026-08', startDate: '2026-08-01', endDate: '2026-08-31', issuedDate: '2026-09-01', title: 'August' },
        { id: 'S3', accountId: 'ACC-CUR-1', period: '2026-10', startDate: '2026-10-01', endDate: '2026-10-31', issuedDate: '2026-11-01', title: 'October' },
        { id: 'S2', accountId: 'ACC-CUR-1', period: '2026-09', startDate: '2026-09-01', endDate: '2026-09-30', issuedDate: '2026-10-01', title: 'September' },
      ];
      const result = await new LoadStatements(source, port).execute(0);
      expect(result.ok && result.value.statements.map((s) => s.id)).toEqual(['S3', 'S2', 'S1']);
    });

    it('opens a statement by id or by period, as a PDF blob with a file name', async () => {
      const open = new OpenStatement(new LoadStatements(source, port), port);
      const byId = await open.execute({ accountIndex: 0, statementKey: 'STM-2026-10' });
      expect(byId.ok && byId.value.fileName).toBe('statement-current-account-4567-2026-10.pdf');
      expect(byId.ok && byId.value.pdf.type).toBe('application/pdf');
      const byPeriod = await open.execute({ accountIndex: 0, statementKey: '2026-09' });
      expect(byPeriod.ok && byPeriod.value.statement.id).toBe('STM-2026-09');
      const missing = await open.execute({ accountIndex: 0, statementKey: '1999-01' });
      expect(!missing.ok && missing.error.code).toBe('ACC_STATEMENT_NOT_FOUND');
    });

    it('passes a PDF failure on', async () => {
      port.failWith('statementPdf', { code: 'ST404', description: 'gone' });
      const result = await new OpenStatement(new LoadStatements(source, port), port).execute({ accountIndex: 0, statementKey: '2026-10' });
      expect(!result.ok && result.error.code).toBe('ST404');
    });
  });

  describe('extras', () => {
    it('load last log-on, upcoming, pending authorisations and marketing', async () => {
      expect(await new LoadLastLogon(port).execute()).toEqual({ ok: true, value: { date: '2026-11-20', time: '18:42', unsuccessfulCount: 1 } });
      const upcoming = await new LoadUpcomingTransactions(port).execute();
      expect(upcoming.ok && upcoming.value).toHaveLength(2);
      const pending = await new LoadPendingAuthorisations(port).execute('ACC-CUR-1');
      expect(pending.ok && pending.value).toEqual([]);
      const marketing = await new LoadMarketing(port, { bankDomains: ['bank.invalid'], bankHomeUrl: 'https://www.bank.invalid/' }).execute();
      expect(marketing.ok && marketing.value.accountsList[0]?.action.type).toBe('navigate');
    });

    it('keeps the code that marks upcoming transactions disabled', async () => {
      port.failWith('upcomingTransactions', { code: 'AP004T', description: 'disabled' });
      const upcoming = await new LoadUpcomingTransactions(port).execute();
      expect(!upcoming.ok && isUpcomingDisabled(upcoming.error.code)).toBe(true);
      expect(isUpcomingDisabled('FD890T')).toBe(true);
      expect(isUpcomingDisabled('FD001T')).toBe(false);
    });

    it('says AP004T for upcoming transactions only when the function is off; other failures keep their code', () => {
      expect(upcomingFailure('AP004T')).toEqual({ kind: 'disabled', code: 'AP004T' });
      expect(upcomingFailure('FD890T')).toEqual({ kind: 'missingContent', code: 'FD890T' });
      expect(upcomingFailure('FD999T')).toEqual({ kind: 'failed', code: 'FD999T' });
      expect(upcomingFailure('FD001T')).toEqual({ kind: 'failed', code: 'FD001T' });
      expect(upcomingFailure('TX0500')).toEqual({ kind: 'failed', code: 'TX0500' });
      expect(upcomingFailure('')).toEqual({ kind: 'failed', code: 'FD001T' });
    });

    it('load interest rates and card payment info for the account at an index', async () => {
      const rates = await new LoadInterestRates(source, port).execute(1);
      expect(rates.ok && rates.value.accountId).toBe('ACC-SAV-1');
      const info = await new LoadCreditCardPaymentInfo(source, port).execute(2);
      expect(info.ok && info.value.accountId).toBe('ACC-CC-1');
      const missing = await new LoadInterestRates(source, port).execute(-1);
      expect(!missing.ok && missing.error.code).toBe('ACC_NOT_FOUND');
    });

    it('extras: a card its payment information, another account its rates, asking only the call that fits; none on a failure', async () => {
      const extras = new LoadAccountExtras(source, new LoadInterestRates(source, port), new LoadCreditCardPaymentInfo(source, port));
      const card = await extras.execute(2);
      expect(card.creditCardInfo?.accountId).toBe('ACC-CC-1');
      expect(card.interestRates).toBeUndefined();
      expect(port.calls.interestRates ?? 0).toBe(0);
      const saver = await extras.execute(1);
      expect(saver.interestRates?.accountId).toBe('ACC-SAV-1');
      expect(saver.creditCardInfo).toBeUndefined();
      expect(port.calls.creditCardPaymentInfo).toBe(1);
      port.failWith('interestRates', { code: 'TX0500', description: 'down' } as never);
      expect(await extras.execute(1)).toEqual({});
      expect(await extras.execute(-1)).toEqual({});
    });
  });
});
