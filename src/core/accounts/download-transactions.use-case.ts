import type { Clock } from '../shared/clock.port';
import { fail, ok, type AppError, type Result } from '../shared/result';
import type { AccountsPort } from './accounts.port';
import { AccountsErrorCodes, attempt } from './accounts-failure';
import { maxDownloadMonths, validateDateRange, type DateRangeError } from './date-range';
import type { DownloadFile, FileSaver } from './file-saver.port';
import { findAccount, type AccountsSource } from './load-transactions.use-case';
import type { DateRange } from './transaction';
import { exportFileName, transactionsForFile, type ExportFormat } from './transaction-file';
import type { TransactionFileWriter, WrittenTransactionFile } from './transaction-file-writer.port';
import type { Account } from './account';

/** A range that failed validation: `fieldErrors` hold the docs/rules/field-validation.md messages per field. */
export interface InvalidRangeError extends AppError {
  code: typeof AccountsErrorCodes.invalidRange;
  fieldErrors: DateRangeError[];
}

export const isInvalidRange = (error: AppError): error is InvalidRangeError => error.code === AccountsErrorCodes.invalidRange;

/**
 * Downloads the transactions of a date range as CSV, OFX or QIF: validates the range
 * (at most maxDownloadMonths), fetches that range, chooses the rows and the file name (core's rules,
 * transaction-file.ts), has the writer put them in the format and hands the file to the FileSaver.
 * Returns the file too, so the screen can say what was saved.
 */
export class DownloadTransactions {
  constructor(
    private readonly source: AccountsSource,
    private readonly accounts: Pick<AccountsPort, 'transactions'>,
    private readonly writer: TransactionFileWriter,
    private readonly saver: FileSaver,
    private readonly clock: Clock,
  ) {}

  async execute(input: { accountIndex: number; range: DateRange; format: ExportFormat }): Promise<Result<DownloadFile>> {
    const fieldErrors = validateDateRange(input.range, maxDownloadMonths);
    if (fieldErrors.length > 0) {
      const error: InvalidRangeError = {
        code: AccountsErrorCodes.invalidRange,
        description: fieldErrors.map((e) => e.message).join(' '),
        fieldErrors,
      };
      return fail(error);
    }
    const account = await findAccount(this.source, input.accountIndex);
    if (!account.ok) return account;
    const written = await this.written(account.value, input);
    if (!written.ok) return written;
    const file: DownloadFile = { fileName: exportFileName(account.value, input.range, input.format), ...written.value };
    this.saver.save(file);
    return ok(file);
  }

  /**
   * The file: fetched and written by the writer where it can keep the rows off the page,
   * else the rows fetched here, chosen by core and written.
   */
  private async written(account: Account, input: { range: DateRange; format: ExportFormat }): Promise<Result<WrittenTransactionFile>> {
    const writeFetched = this.writer.writeFetched?.bind(this.writer);
    if (writeFetched) {
      const fetched = await attempt(() => writeFetched({ format: input.format, account, range: input.range, generatedAt: this.clock.now() }));
      if (!fetched.ok) return fetched;
      if (fetched.value !== null) return ok(fetched.value);
    }
    const transactions = await attempt(() => this.accounts.transactions(account.id, input.range));
    if (!transactions.ok) return transactions;
    return ok(
      await this.writer.write({
        format: input.format,
        account,
        transactions: transactionsForFile(transactions.value, input.range),
        range: input.range,
        generatedAt: this.clock.now(),
      }),
    );
  }
}
