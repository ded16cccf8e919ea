import type { Account } from '../../../core/accounts/account';
import { AccountsFailure } from '../../../core/accounts/accounts-failure';
import type {
  FetchedTransactionFileRequest,
  TransactionFileRequest,
  TransactionFileWriter,
  WrittenTransactionFile,
} from '../../../core/accounts/transaction-file-writer.port';
import { FormatTransactionFileWriter, yieldToMain } from './format-transaction-file-writer.adapter';
import type { JsonRead } from '../../http/http-client';
import { parseJsonText } from '../../http/read-answer';
import type { HttpAccountsAdapter } from '../http-accounts.adapter';
import { rowsPerMessage, type FromFileWorker, type ReadTransactionsPage, type ToFileWorker } from './transaction-file-worker.protocol';

/** What the writer needs of a dedicated Worker (a fake in unit tests). */
export interface FileWorker {
  postMessage(message: ToFileWorker): void;
  onmessage: ((event: MessageEvent<FromFileWorker>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

interface Pending {
  resolve(message: FromFileWorker): void;
  reject(error: Error): void;
}

/** The transaction pages as the accounts adapter fetches them (the list's requests, headers and paging). */
export type TransactionPages = Pick<HttpAccountsAdapter, 'eachTransactionsPage'>;

/** The worker stopped, or answered what it should not have, while a file was made: made on the page instead. */
class WorkerLost extends Error {}

/**
 * The account as plain data a worker can be sent: the accounts state keeps it as a MobX observable,
 * whose proxies the structured clone refuses (DataCloneError). A small object, copied once per file.
 * The share-dealing token is no part of any file: it stays on the page.
 */
function plainAccount(account: Account): Account {
  return { ...(JSON.parse(JSON.stringify(account)) as Account), sharedealingAuthToken: null };
}

/**
 * TransactionFileWriter that writes in a Web Worker (no task over 50 ms on the page while
 * 100,000 rows are exported, even at a load average of 20): the page only clones the rows over in
 * batches of `rowsPerMessage`, yielding between, and receives the file as a Blob the worker made
 * (transaction-file-worker.protocol.ts). The file is the same bytes as FormatTransactionFileWriter's,
 * which stays the writer where there is no worker, or where the browser refused or lost it: a file
 * still gets written, on the page a slice at a time.
 */
export class WorkerTransactionFileWriter implements TransactionFileWriter {
  private worker: FileWorker | null | undefined;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(
    private readonly open: () => FileWorker | null,
    private readonly fallback: TransactionFileWriter = new FormatTransactionFileWriter(),
    private readonly pages?: TransactionPages,
  ) {}

  /**
   * the transaction pages are fetched on the page (the session's headers and the
   * failure handling stay there) but their answers go to the worker as text, unparsed; the worker maps
   * the rows and keeps them, answering each page's header (the failure policy's reading) and next link.
   * The page never parses or holds the rows. Null where there is no worker or it is lost midway: the
   * use case then fetches the rows on the page and calls `write`, which writes the same bytes.
   */
  async writeFetched({ format, account, range, generatedAt }: FetchedTransactionFileRequest): Promise<WrittenTransactionFile | null> {
    const worker = this.pages ? this.started() : null;
    if (!worker || !this.pages) return null;
    const id = ++this.nextId;
    let lost = false;
    const readJson = async (text: string): Promise<JsonRead> => {
      try {
        const answer = await this.ask(worker, { kind: 'page', id, text });
        if (answer.kind !== 'page-read') throw new WorkerLost(answer.kind === 'failed' ? answer.message : answer.kind);
        return answer.read;
      } catch {
        // The client must still judge this answer (its error, if it is one, is the customer's): read it
        // here; the export then goes the page's way.
        lost = true;
        return parseJsonText(text);
      }
    };
    worker.postMessage({ kind: 'start', id, rowsFrom: 'pages', format, account: plainAccount(account), range, generatedAt });
    try {
      await this.pages.eachTransactionsPage(
        account.id,
        range,
        (answer) => {
          if (lost) throw new WorkerLost('The export worker stopped');
          const page = answer as ReadTransactionsPage;
          if (page.failure) throw new AccountsFailure(page.failure);
          return page.next;
        },
        { readJson },
      );
    } catch (error) {
      if (this.worker === worker) worker.postMessage({ kind: 'drop', id });
      if (error instanceof WorkerLost) return null;
      throw error;
    }
    try {
      const message = await this.ask(worker, { kind: 'end', id });
      if (message.kind !== 'written') throw new WorkerLost(message.kind === 'failed' ? message.message : message.kind);
      return { mimeType: message.mimeType, blob: message.blob };
    } catch {
      this.stop();
      return null;
    }
  }

  /** Posts a message that the worker answers, and waits for its answer (one at a time per file). */
  private ask(worker: FileWorker, message: ToFileWorker): Promise<FromFileWorker> {
    if (this.worker !== worker) return Promise.reject(new WorkerLost('The export worker stopped'));
    const answer = new Promise<FromFileWorker>((resolve, reject) => this.pending.set(message.id, { resolve, reject }));
    worker.postMessage(message);
    return answer;
  }

  async write(request: TransactionFileRequest): Promise<WrittenTransactionFile> {
    const worker = this.started();
    if (!worker) return this.fallback.write(request);
    try {
      return await this.writeIn(worker, request);
    } catch {
      this.stop();
      return this.fallback.write(request);
    }
  }

  private started(): FileWorker | null {
    if (this.worker !== undefined) return this.worker;
    try {
      this.worker = this.open();
    } catch {
      // Refused (a CSP or Trusted Types that does not allow it): the page writes instead.
      this.worker = null;
    }
    if (this.worker) {
      this.worker.onmessage = (event) => {
        const waiting = this.pending.get(event.data.id);
        this.pending.delete(event.data.id);
        waiting?.resolve(event.data);
      };
      this.worker.onerror = () => this.stop();
    }
    return this.worker;
  }

  /** The worker failed (or could not load its script): every file waiting is written on the page. */
  private stop(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const waiting of this.pending.values()) waiting.reject(new Error('The export worker stopped'));
    this.pending.clear();
  }

  private async writeIn(worker: FileWorker, { format, account, transactions, range, generatedAt }: TransactionFileRequest): Promise<WrittenTransactionFile> {
    const id = ++this.nextId;
    const answer = new Promise<FromFileWorker>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    // Handled below; this keeps a rejection during the batches from being reported as unhandled.
    answer.catch(() => undefined);
    worker.postMessage({ kind: 'start', id, format, account: plainAccount(account), range, generatedAt });
    for (let i = 0; i < transactions.length; i += rowsPerMessage) {
      if (this.worker !== worker) break;
      worker.postMessage({ kind: 'rows', id, rows: transactions.slice(i, i + rowsPerMessage) });
      await yieldToMain();
    }
    if (this.worker === worker) worker.postMessage({ kind: 'end', id });
    const message = await answer;
    if (message.kind !== 'written') throw new Error(message.kind === 'failed' ? message.message : 'The export worker answered a page');
    return { mimeType: message.mimeType, blob: message.blob };
  }
}
