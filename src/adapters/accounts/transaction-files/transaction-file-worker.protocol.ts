import type { Account } from '../../../core/accounts/account';
import { AccountsErrorCodes, AccountsFailure } from '../../../core/accounts/accounts-failure';
import type { DateRange, Transaction } from '../../../core/accounts/transaction';
import { transactionsForFile, type ExportFormat } from '../../../core/accounts/transaction-file';
import type { AppError } from '../../../core/shared/result';
import type { JsonRead } from '../../http/http-client';
import { parseJsonText } from '../../http/read-answer';
import { toTransactionsPage } from '../transactions.mapper';
import type { FileShape } from './file-shape';
import { mimeTypes, shapeFor } from './file-formats';

/*
 * The messages between the page and the export worker (transaction-file.worker.ts). The
 * rows go over in batches, each cloned in a task of its own, so the page never spends one long task
 * copying 100,000 transactions (or, for an export, the pages' answers go over as text: below); the
 * file comes back as a Blob of its UTF-8 slices, made in the worker: its clone shares the data, so
 * the page neither copies nor encodes megabytes.
 */

/**
 * Page → worker: a file begins (what the shape needs), its rows, and its end; or, once it is dropped,
 * nothing more. Rows come one of two ways (`rowsFrom`):
 * - 'rows' (the default): already chosen and ordered by core, in 'rows' batches, written as they come;
 * - 'pages': the transaction pages' answers as the bank sent them, text (the page
 *   neither parses nor holds 100,000 rows). The worker reads and maps each with the list's own mapper
 *   (toTransactionsPage), keeps the rows, and at the end writes core's choice of them (transactionsForFile).
 */
export type ToFileWorker =
  | { kind: 'start'; id: number; format: ExportFormat; account: Account; range: DateRange; generatedAt: number; rowsFrom?: 'rows' | 'pages' }
  | { kind: 'rows'; id: number; rows: readonly Transaction[] }
  | { kind: 'page'; id: number; text: string }
  | { kind: 'end'; id: number }
  | { kind: 'drop'; id: number };

/**
 * What the page needs of a transactions page the worker read: the envelope's `header` (the failure
 * policy reads it, as it would the whole answer), the next page's link, and the mapper's failure when
 * the rows are not as agreed (null when they were read). Never the rows.
 */
export interface ReadTransactionsPage {
  header: unknown;
  next: string | null;
  failure: AppError | null;
}

/**
 * Worker → page: the file as a Blob, or why it could not be written; and for each 'page', what
 * the page needs of it (`read` as the HTTP client's `readJson` gives it: not JSON is `{ ok: false }`).
 */
export type FromFileWorker =
  | { kind: 'written'; id: number; mimeType: string; blob: Blob }
  | { kind: 'page-read'; id: number; read: JsonRead }
  | { kind: 'failed'; id: number; message: string };

/** Rows per 'rows' message: about 1 MB cloned, a few milliseconds on a loaded machine. */
export const rowsPerMessage = 2000;

/** Characters of text gathered in the worker before it is encoded as one slice. */
const charsPerSlice = 1 << 20;

interface OpenFile {
  shape: FileShape;
  mimeType: string;
  text: string;
  bytes: Uint8Array<ArrayBuffer>[];
  /** With rowsFrom 'pages': the account the rows are mapped for, the range, and the rows kept so far. */
  pages: { accountId: string; range: DateRange; rows: Transaction[] } | null;
}

/**
 * One transactions page's answer, read as the list reads it (parseJsonText, then toTransactionsPage):
 * its rows, and for the page its header, next link and the mapper's failure.
 */
export function readTransactionsPage(text: string, accountId: string): { read: JsonRead; rows: Transaction[] } {
  const parsed = parseJsonText(text);
  if (!parsed.ok) return { read: parsed, rows: [] };
  const answer = parsed.value;
  const header = typeof answer === 'object' && answer !== null ? (answer as { header?: unknown }).header : undefined;
  try {
    const page = toTransactionsPage(answer, accountId);
    const value: ReadTransactionsPage = { header, next: page.next, failure: null };
    return { read: { ok: true, value }, rows: page.transactions };
  } catch (error) {
    // The mapper's own failure (ACC_MALFORMED and the path), as the list would have thrown it.
    const failure: AppError =
      error instanceof AccountsFailure ? error.error : { code: AccountsErrorCodes.malformed, description: `Malformed transactions answer: ${String(error)}` };
    const value: ReadTransactionsPage = { header, next: null, failure };
    return { read: { ok: true, value }, rows: [] };
  }
}

/**
 * The worker's side of the protocol, without the worker: `post` sends an answer (and the buffers it
 * transfers). Files are kept by id, so a message for a file never started is answered 'failed'.
 */
export function transactionFileWorkerHandler(
  post: (message: FromFileWorker, transfer: Transferable[]) => void,
): (message: ToFileWorker) => void {
  const files = new Map<number, OpenFile>();
  const encoder = new TextEncoder();
  const flush = (file: OpenFile): void => {
    if (file.text) file.bytes.push(encoder.encode(file.text) as Uint8Array<ArrayBuffer>);
    file.text = '';
  };
  const write = (file: OpenFile, rows: readonly Transaction[]): void => {
    for (const row of rows) {
      file.text += file.shape.row(row);
      if (file.text.length >= charsPerSlice) flush(file);
    }
  };
  return (message) => {
    try {
      if (message.kind === 'start') {
        const shape = shapeFor(message.format, message.account, message.range, message.generatedAt);
        const pages = message.rowsFrom === 'pages' ? { accountId: message.account.id, range: message.range, rows: [] } : null;
        files.set(message.id, { shape, mimeType: mimeTypes[message.format], text: shape.head, bytes: [], pages });
        return;
      }
      if (message.kind === 'drop') {
        files.delete(message.id);
        return;
      }
      const file = files.get(message.id);
      if (!file) throw new Error(`No file ${message.id} was started`);
      if (message.kind === 'rows') {
        write(file, message.rows);
        return;
      }
      if (message.kind === 'page') {
        if (!file.pages) throw new Error(`File ${message.id} takes rows, not pages`);
        const { read, rows } = readTransactionsPage(message.text, file.pages.accountId);
        for (const row of rows) file.pages.rows.push(row);
        post({ kind: 'page-read', id: message.id, read }, []);
        return;
      }
      files.delete(message.id);
      if (file.pages) write(file, transactionsForFile(file.pages.rows, file.pages.range));
      file.text += file.shape.tail;
      flush(file);
      // A Blob made here: cloning it to the page shares its data, so the page copies nothing.
      post({ kind: 'written', id: message.id, mimeType: file.mimeType, blob: new Blob(file.bytes, { type: file.mimeType }) }, []);
    } catch (error) {
      files.delete(message.id);
      post({ kind: 'failed', id: message.id, message: error instanceof Error ? error.message : String(error) }, []);
    }
  };
}
