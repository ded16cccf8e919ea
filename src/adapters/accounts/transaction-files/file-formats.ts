import type { Account } from '../../../core/accounts/account';
import type { DateRange } from '../../../core/accounts/transaction';
import type { ExportFormat } from '../../../core/accounts/transaction-file';
import { csvShape } from './csv-transactions.writer';
import type { FileShape } from './file-shape';
import { ofxShape, ofxTimestamp } from './ofx-transactions.writer';
import { qifShape } from './qif-transactions.writer';

/** The media type each format is saved with. */
export const mimeTypes: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  ofx: 'application/x-ofx',
  qif: 'application/qif',
};

/**
 * The shape (head, row, tail) of a file in `format`. Pure, and free of the container and the DOM, so
 * the on-thread writer and the export worker (transaction-file.worker.ts) share it.
 */
export function shapeFor(format: ExportFormat, account: Account, range: DateRange, generatedAt: number): FileShape {
  return format === 'csv' ? csvShape : format === 'qif' ? qifShape(account) : ofxShape(account, range, ofxTimestamp(generatedAt));
}
