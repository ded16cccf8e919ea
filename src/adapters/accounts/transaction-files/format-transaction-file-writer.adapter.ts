import { injectable } from 'inversify';
import type { ExportFormat } from '../../../core/accounts/transaction-file';
import type {
  TransactionFileRequest,
  TransactionFileWriter,
  WrittenTransactionFile,
} from '../../../core/accounts/transaction-file-writer.port';
import { toCsv } from './csv-transactions.writer';
import { ofxTimestamp, toOfx } from './ofx-transactions.writer';
import { toQif } from './qif-transactions.writer';

const mimeTypes: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  ofx: 'application/x-ofx',
  qif: 'application/qif',
};

/**
 * TransactionFileWriter for CSV, OFX 1.0.2 and QIF (docs/api/accounts.md, "Download formats"). Pure:
 * no I/O, so every profile binds this one; saving the file is FileSaver's job.
 */
@injectable()
export class FormatTransactionFileWriter implements TransactionFileWriter {
  write({ format, account, transactions, range, generatedAt }: TransactionFileRequest): WrittenTransactionFile {
    const content =
      format === 'csv'
        ? toCsv(transactions)
        : format === 'qif'
          ? toQif(account, transactions)
          : toOfx(account, transactions, range, ofxTimestamp(generatedAt));
    return { mimeType: mimeTypes[format], content };
  }
}
