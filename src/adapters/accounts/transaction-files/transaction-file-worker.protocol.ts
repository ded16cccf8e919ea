import type { Account } from '../../../core/accounts/account';
import type { DateRange, Transaction } from '../../../core/accounts/transaction';
import type { ExportFormat } from '../../../core/accounts/transaction-file';
import type { FileShape } from './file-shape';
import { mimeTypes, shapeFor } from './file-formats';

/*
 * The messages between the page and the export worker (transaction-file.worker.ts, issue 33). The
 * rows go over in batches, each cloned in a task of its own, so the page never spends one long task
 * copying 100,000 transactions; the file comes back as UTF-8 slices whose buffers are transferred,
 * not copied, and never as one string the page would have to encode again.
 */

/** Page → worker: a file begins (what the shape needs), its rows in order, and its end. */
export type ToFileWorker =
  | { kind: 'start'; id: number; format: ExportFormat; account: Account; range: DateRange; generatedAt: number }
  | { kind: 'rows'; id: number; rows: readonly Transaction[] }
  | { kind: 'end'; id: number };

/** Worker → page: the file as UTF-8 slices, or why it could not be written. */
export type FromFileWorker =
  | { kind: 'written'; id: number; mimeType: string; bytes: Uint8Array<ArrayBuffer>[] }
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
  return (message) => {
    try {
      if (message.kind === 'start') {
        const shape = shapeFor(message.format, message.account, message.range, message.generatedAt);
        files.set(message.id, { shape, mimeType: mimeTypes[message.format], text: shape.head, bytes: [] });
        return;
      }
      const file = files.get(message.id);
      if (!file) throw new Error(`No file ${message.id} was started`);
      if (message.kind === 'rows') {
        for (const row of message.rows) {
          file.text += file.shape.row(row);
          if (file.text.length >= charsPerSlice) flush(file);
        }
        return;
      }
      files.delete(message.id);
      file.text += file.shape.tail;
      flush(file);
      post({ kind: 'written', id: message.id, mimeType: file.mimeType, bytes: file.bytes }, file.bytes.map((b) => b.buffer));
    } catch (error) {
      files.delete(message.id);
      post({ kind: 'failed', id: message.id, message: error instanceof Error ? error.message : String(error) }, []);
    }
  };
}
