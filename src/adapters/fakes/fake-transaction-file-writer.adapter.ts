import type {
  TransactionFileRequest,
  TransactionFileWriter,
  WrittenTransactionFile,
} from '../../core/accounts/transaction-file-writer.port';

/**
 * For core specs: records what it was asked to write and writes the transaction ids, one a line, so a
 * test sees exactly which rows core chose and in what order. (The fakes profile binds the real writer:
 * it is pure.)
 */
export class RecordingTransactionFileWriter implements TransactionFileWriter {
  readonly requests: TransactionFileRequest[] = [];
  write(request: TransactionFileRequest): Promise<WrittenTransactionFile> {
    this.requests.push(request);
    return Promise.resolve({ mimeType: `test/${request.format}`, content: request.transactions.map((t) => t.id).join('\n') });
  }
}
