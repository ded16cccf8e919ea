// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AccountsFailure } from '../../../core/accounts/accounts-failure';
import { judgeAnswer } from '../../../core/http/failure-policy';
import type { AppConfig } from '../../../core/shared/app-config';
import { transactionsForFile } from '../../../core/accounts/transaction-file';
import type { Transaction } from '../../../core/accounts/transaction';
import { anAccount } from '../../fakes/fake-accounts.data';
import { FakeErrorReporter } from '../../fakes/fake-system.adapter';
import { HttpFailure, type HttpClient, type RequestOptions } from '../../http/http-client';
import { parseJsonText } from '../../http/read-answer';
import { HttpAccountsAdapter } from '../http-accounts.adapter';
import { toTransactionsPage } from '../transactions.mapper';
import { toCsv } from './csv-transactions.writer';
import { toOfx } from './ofx-transactions.writer';
import { toQif } from './qif-transactions.writer';
import { transactionFileWorkerHandler, type FromFileWorker } from './transaction-file-worker.protocol';
import { WorkerTransactionFileWriter } from './worker-transaction-file-writer.adapter';
import { blobText, fileGeneratedAt } from './testing/transaction-files-fixture';
import { FakeFileWorker, fileText } from './testing/fake-file-worker';

/*
 * for an export the transaction pages' answers go to the worker as text, unparsed;
 * the worker reads and maps the rows (transactions.mapper.ts, the same mapper as the list) and keeps
 * them, answering only each page's envelope header and next link. The page never holds the rows.
 */
const account = anAccount({ id: 'ACC1', sharedealingAuthToken: 'SECRET-TOKEN' });
const range = { from: '2026-01-01', to: '2026-06-30' };
const generatedAt = fileGeneratedAt;

const row = (i: number) => ({
  id: `T${i}`,
  // Newest first, as the bank sends them; a few outside the range, which the file leaves out.
  date: i < 5 ? `2026-07-0${5 - i}` : `2026-${String(7 - Math.ceil((i + 1) / 40)).padStart(2, '0')}-${String(28 - (i % 27)).padStart(2, '0')}`,
  description: i % 7 === 0 ? 'Café "Bon", Paris' : `SHOP ${i}`,
  amount: i % 3 === 0 ? 125000 : -(i * 17),
  runningBalance: 100000 - i,
  type: i % 5 === 0 ? 'DIRECT_DEBIT' : 'CARD_PAYMENT',
});

/** `pages` pages of `perPage` rows as the bank sends them: JSON text, a next link on all but the last. */
function bankPages(pages: number, perPage: number): string[] {
  return Array.from({ length: pages }, (_, p) =>
    JSON.stringify({
      messages: [],
      payload: {
        transactions: Array.from({ length: perPage }, (_, i) => row(p * perPage + i)),
        ...(p < pages - 1 ? { links: { next: `/gateway/api/v1/accounts/ACC1/transactions?page=${p + 2}&pageSize=${perPage}` } } : {}),
      },
    }),
  );
}

/** What the list path (toTransactionsPage on the page) reads from the same answers. */
const mappedOnPage = (pages: string[]): Transaction[] => pages.flatMap((text) => toTransactionsPage(JSON.parse(text), 'ACC1').transactions);

/**
 * The HTTP client's contract in a few lines: the body arrives as text, is read as JSON (by the
 * caller's `readJson` where given, else on the page) and judged by the failure policy; a failure
 * rejects with HttpFailure. Records what it was asked and each body it handed to `readJson`.
 */
class TextPagesHttp implements Pick<HttpClient, 'get'> {
  readonly asked: Record<string, string | number>[] = [];
  readonly parsedOnPage: number[] = [];
  constructor(private readonly replies: { status: number; body: string }[]) {}

  async get<T>(_url: string, options?: RequestOptions): Promise<T> {
    this.asked.push(options?.params ?? {});
    const reply = this.replies[this.asked.length - 1] ?? { status: 404, body: '' };
    let read: ReturnType<typeof parseJsonText>;
    if (options?.readJson) read = await options.readJson(reply.body);
    else {
      this.parsedOnPage.push(this.asked.length);
      read = parseJsonText(reply.body);
    }
    const verdict = judgeAnswer({
      status: reply.status,
      ...(read.ok ? { data: read.value } : { malformed: true, text: reply.body }),
      storedLoginUrl: null,
    });
    if (verdict.error) throw new HttpFailure(verdict.error);
    return (read.ok ? read.value : undefined) as T;
  }
}

const config = { apiBase: '/gateway/api' } as AppConfig;
const adapterOver = (http: TextPagesHttp) => new HttpAccountsAdapter(http as unknown as HttpClient, config, new FakeErrorReporter());



describe('the export worker reads the transaction pages (the rows never on the page)', () => {
  it('takes each page as text, maps its rows in the worker and writes the same bytes as the on-page path', async () => {
    const pages = bankPages(3, 50);
    const chosen = transactionsForFile(mappedOnPage(pages), range);
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen.length).toBeLessThan(150);
    for (const [format, expected] of [
      ['csv', toCsv(chosen)],
      ['ofx', toOfx(account, chosen, range, '20261122120000')],
      ['qif', toQif(account, chosen)],
    ] as const) {
      const http = new TextPagesHttp(pages.map((body) => ({ status: 200, body })));
      const worker = new FakeFileWorker();
      const writer = new WorkerTransactionFileWriter(() => worker, undefined, adapterOver(http));
      const file = await writer.writeFetched({ format, account, range, generatedAt });
      expect(await fileText(file)).toBe(expected);
      // Every page went to the worker as its text; none was parsed on the page.
      expect(http.parsedOnPage).toEqual([]);
      expect(worker.received.filter((m) => m.kind === 'page').map((m) => (m.kind === 'page' ? m.text : ''))).toEqual(pages);
    }
  });

  it('follows the next link each page reports, as the list does', async () => {
    const http = new TextPagesHttp(bankPages(3, 10).map((body) => ({ status: 200, body })));
    await new WorkerTransactionFileWriter(() => new FakeFileWorker(), undefined, adapterOver(http)).writeFetched({ format: 'csv', account, range, generatedAt });
    expect(http.asked).toEqual([
      { fromDate: '2026-01-01', toDate: '2026-06-30', page: 1, pageSize: 5000 },
      { page: '2', pageSize: '10' },
      { page: '3', pageSize: '10' },
    ]);
  });

  it('fails the export with the error the customer sees today: an error envelope, a page that is not JSON, malformed rows', async () => {
    const [first, second] = bankPages(2, 5) as [string, string];
    const listError = async (replies: { status: number; body: string }[]) => {
      try {
        await adapterOver(new TextPagesHttp(replies)).transactions('ACC1', range);
        return null;
      } catch (error) {
        return (error as HttpFailure | AccountsFailure).error;
      }
    };
    const exportError = async (replies: { status: number; body: string }[]) => {
      const worker = new FakeFileWorker();
      try {
        await new WorkerTransactionFileWriter(() => worker, undefined, adapterOver(new TextPagesHttp(replies))).writeFetched({ format: 'csv', account, range, generatedAt });
        return null;
      } catch (error) {
        // The worker is told to drop what it kept of the file.
        expect(worker.received.at(-1)?.kind).toBe('drop');
        return (error as HttpFailure | AccountsFailure).error;
      }
    };
    const envelope = JSON.stringify({ header: { statusCode: 'E001', errorMsg: [{ code: 'ACC042', desc: 'Transactions are not available.' }] } });
    const badRows = JSON.stringify({ messages: [], payload: { transactions: [{ id: 'T1', date: 'yesterday' }] } });
    for (const replies of [
      [{ status: 200, body: first }, { status: 500, body: envelope }],
      [{ status: 200, body: envelope }],
      [{ status: 200, body: first }, { status: 200, body: '<html>Sorry we cannot action your request</html>' }],
      [{ status: 200, body: badRows }],
      [{ status: 200, body: second.replace('"payload":{', '"payload":{"links":{"next":"https://evil.invalid/x"},') }],
    ]) {
      const expected = await listError(replies);
      expect(expected).not.toBeNull();
      expect(await exportError(replies)).toEqual(expected);
    }
  });

  it('answers null where there is no worker, so the use case takes the on-page path', async () => {
    const http = new TextPagesHttp(bankPages(1, 5).map((body) => ({ status: 200, body })));
    expect(await new WorkerTransactionFileWriter(() => null, undefined, adapterOver(http)).writeFetched({ format: 'csv', account, range, generatedAt })).toBeNull();
    expect(http.asked).toEqual([]);
  });

  it('answers null when the worker is lost midway (the use case then fetches on the page)', async () => {
    const pages = bankPages(3, 5);
    const worker = new FakeFileWorker(2);
    const writer = new WorkerTransactionFileWriter(() => worker, undefined, adapterOver(new TextPagesHttp(pages.map((body) => ({ status: 200, body })))));
    expect(await writer.writeFetched({ format: 'csv', account, range, generatedAt })).toBeNull();
    expect(worker.terminated).toBe(true);
  });

  it('never sends the share-dealing token to the worker', async () => {
    const worker = new FakeFileWorker();
    const http = new TextPagesHttp(bankPages(1, 5).map((body) => ({ status: 200, body })));
    await new WorkerTransactionFileWriter(() => worker, undefined, adapterOver(http)).writeFetched({ format: 'ofx', account, range, generatedAt });
    expect(JSON.stringify(worker.received)).not.toContain('SECRET-TOKEN');
  });
});

describe('transactionFileWorkerHandler: pages as text', () => {
  const started = () => {
    const answers: FromFileWorker[] = [];
    const handle = transactionFileWorkerHandler((message) => answers.push(message));
    handle({ kind: 'start', id: 1, rowsFrom: 'pages', format: 'csv', account, range, generatedAt });
    return { answers, handle };
  };

  it("answers each page with its header and next link only, keeps the rows, and at the end writes core's choice of them", async () => {
    const { answers, handle } = started();
    const pages = bankPages(2, 40);
    handle({ kind: 'page', id: 1, text: pages[0] as string });
    handle({ kind: 'page', id: 1, text: pages[1] as string });
    expect(answers).toEqual([
      { kind: 'page-read', id: 1, read: { ok: true, value: { header: undefined, next: '/gateway/api/v1/accounts/ACC1/transactions?page=2&pageSize=40', failure: null } } },
      { kind: 'page-read', id: 1, read: { ok: true, value: { header: undefined, next: null, failure: null } } },
    ]);
    handle({ kind: 'end', id: 1 });
    const written = answers[2];
    expect(written?.kind).toBe('written');
    if (written?.kind !== 'written') return;
    expect(await blobText(written.blob)).toBe(toCsv(transactionsForFile(mappedOnPage(pages), range)));
  });

  it('answers a page that is not JSON as unreadable, and rows that are malformed with the mapper’s failure', () => {
    const { answers, handle } = started();
    handle({ kind: 'page', id: 1, text: '<html>Please try again later</html>' });
    const header = { statusCode: 'E001', errorMsg: [{ code: 'ACC042', desc: 'No.' }] };
    handle({ kind: 'page', id: 1, text: JSON.stringify({ header }) });
    let thrown: AccountsFailure | null = null;
    try {
      toTransactionsPage({ header }, 'ACC1');
    } catch (error) {
      thrown = error as AccountsFailure;
    }
    expect(answers).toEqual([
      { kind: 'page-read', id: 1, read: { ok: false } },
      { kind: 'page-read', id: 1, read: { ok: true, value: { header, next: null, failure: thrown?.error } } },
    ]);
  });

  it('answers failed for a page of a file never started, and forgets a dropped file', () => {
    const { answers, handle } = started();
    handle({ kind: 'drop', id: 1 });
    handle({ kind: 'page', id: 1, text: '{}' });
    expect(answers).toEqual([{ kind: 'failed', id: 1, message: 'No file 1 was started' }]);
  });
});
