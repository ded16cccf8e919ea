import type { Account } from './account';
import type { DateRange, Transaction } from './transaction';
import type { ExportFormat } from './transaction-file';

/** One file to write: the rows are already chosen and ordered by core (transactionsForFile). */
export interface TransactionFileRequest {
  format: ExportFormat;
  account: Account;
  /** Exactly the rows of the file, in file order. The writer neither filters nor sorts. */
  transactions: readonly Transaction[];
  range: DateRange;
  /** When the file is made (epoch ms, from the Clock); formats that carry a time stamp use it. */
  generatedAt: number;
}

/**
 * A written file and the media type the browser saves it with: its text, or its UTF-8 bytes, or both,
 * or a Blob. A writer on the page gives the text (and the bytes where it encoded them); a writer in a
 * worker gives a Blob only: turning megabytes of bytes back into text would be a long task.
 */
export type WrittenTransactionFile = { mimeType: string } & (
  | {
      content: string;
      /**
       * The same file as UTF-8 bytes, in the slices it was written in, where the writer has them: a
       * browser saves these without encoding megabytes of text in one go (no long task).
       */
      bytes?: readonly Uint8Array<ArrayBuffer>[];
      blob?: undefined;
    }
  | { content?: undefined; bytes: readonly Uint8Array<ArrayBuffer>[]; blob?: undefined }
  /**
   * The file made where it was written (a worker): the page neither encodes nor copies its
   * megabytes, it only hands the Blob to the browser.
   */
  | { content?: undefined; bytes?: undefined; blob: Blob }
);

/**
 * Writes transactions in a file format money software and spreadsheets read (CSV, OFX, QIF). The
 * formats are wire formats, so they live in an adapter; core decides which rows and the file name.
 * Asynchronous: a file of 100,000 rows is written a slice at a time, the page staying responsive
 * (no task over 50 ms).
 */
export const TransactionFileWriter = Symbol('TransactionFileWriter');
export interface TransactionFileWriter {
  write(request: TransactionFileRequest): Promise<WrittenTransactionFile>;
  /**
   * The file of the account's transactions in the range, the writer fetching them itself where it can
   * keep them off the page (a Web Worker reads the pages' answers, so the page never parses
   * or holds 100,000 rows). The rows are core's choice all the same (transactionsForFile). Rejects as
   * AccountsPort.transactions does (the same failures); resolves null where it cannot (no worker),
   * and the use case fetches the rows and calls `write`.
   */
  writeFetched?(request: FetchedTransactionFileRequest): Promise<WrittenTransactionFile | null>;
}

/** A file to write whose rows the writer fetches: those of the account in the range. */
export type FetchedTransactionFileRequest = Omit<TransactionFileRequest, 'transactions'>;
