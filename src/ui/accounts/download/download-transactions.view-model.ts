import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { bankToday } from '../../../core/shared/bank-day';
import { defaultRange, maxDownloadMonths, validateDateRange, type DateRangeError } from '../../../core/accounts/date-range';
import { DownloadTransactions, isInvalidRange } from '../../../core/accounts/download-transactions.use-case';
import { exportFormats, type ExportFormat } from '../../../core/accounts/transaction-file';
import { failurePanel, type FailurePanel } from '../../../core/shell/failure-panel';
import { Clock } from '../../../core/shared/clock.port';
import type { AppError } from '../../../core/shared/result';

export const formatLabels: Record<ExportFormat, { label: string; hint: string }> = {
  csv: { label: 'CSV', hint: 'For spreadsheets such as Excel, Numbers or Google Sheets' },
  ofx: { label: 'OFX', hint: 'For money software such as Quicken, Microsoft Money, GnuCash or Moneydance' },
  qif: { label: 'QIF', hint: 'For older versions of Quicken and other money software' },
};

/** docs/rules/field-validation.md, 'Required selection'. */
export const selectionRequired = 'This field requires a selection';

export type DownloadField = 'from' | 'to' | 'format';

/** /summary/{accountIndex}/transactions/download: a range and a format, then a file (docs/rules/field-validation.md). */
@injectable()
export class DownloadTransactionsViewModel {
  accountIndex = -1;
  from = '';
  to = '';
  format: ExportFormat | '' = '';
  fieldErrors: { field: DownloadField; message: string }[] = [];
  attempt = 0;
  busy = false;
  failure: AppError | null = null;
  /** The name of the file just saved, announced to the customer. */
  saved: string | null = null;
  readonly formats = exportFormats;

  constructor(
    @inject(DownloadTransactions) private readonly download: DownloadTransactions,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<DownloadTransactionsViewModel, 'download' | 'clock'>(this, { download: false, clock: false }, { autoBind: true });
  }

  get today(): string {
    return bankToday(this.clock);
  }

  /** Starts on the last month, a common choice, within the download limit. */
  start(accountIndex: number): void {
    this.accountIndex = accountIndex;
    const range = defaultRange(this.today, 1);
    this.from = range.from;
    this.to = range.to;
  }

  /** The panel shown above the form when the download failed, or null. */
  get failurePanel(): FailurePanel | null {
    return this.failure ? failurePanel(this.failure) : null;
  }

  get maxMonths(): number {
    return maxDownloadMonths;
  }

  setFrom(value: string): void {
    this.from = value;
  }

  setTo(value: string): void {
    this.to = value;
  }

  setFormat(value: ExportFormat): void {
    this.format = value;
  }

  errorFor(field: DownloadField): string | null {
    return this.fieldErrors.find((e) => e.field === field)?.message ?? null;
  }

  async submit(): Promise<void> {
    if (this.busy) return;
    this.saved = null;
    this.failure = null;
    const format = this.format;
    const range = { from: this.from, to: this.to };
    // Every error at once (GOV.UK): the range rules of core plus the format choice.
    const errors: { field: DownloadField; message: string }[] = validateDateRange(range, maxDownloadMonths);
    if (!format) errors.push({ field: 'format', message: selectionRequired });
    if (errors.length > 0 || !format) {
      this.fieldErrors = errors;
      this.attempt++;
      return;
    }
    this.busy = true;
    const result = await this.download.execute({ accountIndex: this.accountIndex, range, format });
    runInAction(() => {
      this.busy = false;
      if (result.ok) {
        this.fieldErrors = [];
        this.saved = result.value.fileName;
      } else if (isInvalidRange(result.error)) {
        this.fieldErrors = result.error.fieldErrors.map((e: DateRangeError) => ({ field: e.field, message: e.message }));
        this.attempt++;
      } else {
        this.fieldErrors = [];
        this.failure = result.error;
      }
    });
  }
}
