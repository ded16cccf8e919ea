import { injectable } from 'inversify';
import type { Transaction } from '../../../core/accounts/transaction';
import type {
  TransactionFileRequest,
  TransactionFileWriter,
  WrittenTransactionFile,
} from '../../../core/accounts/transaction-file-writer.port';
import type { FileShape } from './file-shape';
import { mimeTypes, shapeFor } from './file-formats';

/** How long one slice of rows may hold the main thread before the writer lets the page run. */
const sliceMs = 12;
/** Rows between looks at the clock. */
const rowsPerLook = 256;

/**
 * Lets the browser run what waits (input, paint) before the next slice: `scheduler.yield()` where
 * there is one (Chromium), else a macrotask.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/**
 * TransactionFileWriter for CSV, OFX 1.0.2 and QIF (docs/api/accounts.md, "Download formats"). No
 * I/O, so every profile binds this one; saving the file is FileSaver's job. The rows are written a
 * slice at a time (about 12 ms each), yielding between slices, so 100,000 rows never make a long
 * task; the bytes are those of `toCsv` / `toOfx` / `toQif` (golden files).
 */
@injectable()
export class FormatTransactionFileWriter implements TransactionFileWriter {
  async write({ format, account, transactions, range, generatedAt }: TransactionFileRequest): Promise<WrittenTransactionFile & { content: string }> {
    const shape = shapeFor(format, account, range, generatedAt);
    return { mimeType: mimeTypes[format], ...(await writeInSlices(shape, transactions, sliceMs)) };
  }
}

/**
 * The file `shape` gives, `budgetMs` of rows at a time (looked at every 256 rows), yielding between;
 * each slice is also encoded as UTF-8 there and then (where TextEncoder exists), for the saver.
 */
export async function writeInSlices(
  shape: FileShape,
  transactions: readonly Transaction[],
  budgetMs: number,
): Promise<{ content: string; bytes?: Uint8Array<ArrayBuffer>[] }> {
  const encoder = typeof TextEncoder === 'function' ? new TextEncoder() : null;
  const slices: string[] = [];
  const bytes: Uint8Array<ArrayBuffer>[] = [];
  const keep = (slice: string): void => {
    slices.push(slice);
    if (encoder) bytes.push(encoder.encode(slice));
  };
  let slice = shape.head;
  let started = now();
  for (let i = 0; i < transactions.length; i += 1) {
    slice += shape.row(transactions[i] as Transaction);
    if (i % rowsPerLook === rowsPerLook - 1 && now() - started >= budgetMs) {
      keep(slice);
      slice = '';
      await yieldToMain();
      started = now();
    }
  }
  keep(slice + shape.tail);
  return encoder ? { content: slices.join(''), bytes } : { content: slices.join('') };
}
