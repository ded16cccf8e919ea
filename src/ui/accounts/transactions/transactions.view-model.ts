import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Account } from '../../../core/accounts/account';
import { LoadAccountExtras } from '../../../core/accounts/load-account-extras.use-case';
import { LoadTransactions } from '../../../core/accounts/load-transactions.use-case';
import { bankToday } from '../../../core/shared/bank-day';
import { isCreditCard } from '../../../core/accounts/category';
import {
  filterByDateRange,
  maxFilterMonths,
  validateDateRange,
  type DateRangeError,
} from '../../../core/accounts/date-range';
import { TransactionSearchIndex } from '../../../core/accounts/transaction-search';
import type { CreditCardPaymentInfo, DateRange, InterestRates, Transaction } from '../../../core/accounts/transaction';
import { failurePanel, type FailurePanel } from '../../../core/shell/failure-panel';
import { Clock } from '../../../core/shared/clock.port';
import type { AppError } from '../../../core/shared/result';
import { perfMark } from '../shared/perf-marks';
import { RunLifecycle } from '../../shared/run-lifecycle';

export type LoadState = { status: 'idle' | 'loading' | 'loaded' } | { status: 'failed'; error: AppError };

/**
 * /summary/{accountIndex}/transactions: the whole history is fetched once, then searched and filtered
 * by date in memory (docs/rules/field-validation.md and docs/rules/error-catalogue.md), so a keystroke never waits for the network.
 */
@injectable()
export class TransactionsViewModel {
  account: Account | null = null;
  load: LoadState = { status: 'idle' };
  /** Held as a reference: 100,000 plain records need no deep observability. */
  all: readonly Transaction[] = [];
  /** Search over `all`, built once per list (not observable: it follows `all`). */
  private index: TransactionSearchIndex<Transaction> | null = null;
  query = '';
  fromInput = '';
  toInput = '';
  appliedRange: DateRange | null = null;
  rangeErrors: DateRangeError[] = [];
  /** Increments on every failed apply so the error summary takes focus again. */
  rangeAttempt = 0;
  interestRates: InterestRates | null = null;
  creditCardInfo: CreditCardPaymentInfo | null = null;
  private readonly runs = new RunLifecycle();

  constructor(
    @inject(LoadTransactions) private readonly loadTransactions: LoadTransactions,
    @inject(LoadAccountExtras) private readonly loadExtras: LoadAccountExtras,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<TransactionsViewModel, 'loadTransactions' | 'loadExtras' | 'clock' | 'runs' | 'index' | 'indexOf' | 'searchIndex'>(
      this,
      {
        loadTransactions: false,
        loadExtras: false,
        clock: false,
        runs: false,
        index: false,
        indexOf: false,
        searchIndex: false,
        prepareSearch: false,
        all: observableRef,
        account: observableRef,
      },
      { autoBind: true },
    );
  }

  /** The panel shown instead of the list when the transactions failed, or null. */
  get failure(): FailurePanel | null {
    return this.load.status === 'failed' ? failurePanel(this.load.error) : null;
  }

  get today(): string {
    return bankToday(this.clock);
  }

  get inRange(): readonly Transaction[] {
    return this.appliedRange ? filterByDateRange(this.all, this.appliedRange) : this.all;
  }

  /**
   * What the list shows: the date range and the search (both keep the list's order, so searching
   * the whole list and then keeping the range is the same as the other way round).
   */
  get visible(): readonly Transaction[] {
    if (!this.query.trim()) return this.inRange;
    const found = this.searchIndex().search(this.query);
    return this.appliedRange ? filterByDateRange(found, this.appliedRange) : found;
  }

  /** The search index of the list shown, made on first use (or ahead, by `prepareSearch`). */
  private searchIndex(): TransactionSearchIndex<Transaction> {
    if (this.index === null || this.index.size !== this.all.length || this.indexOf !== this.all) {
      this.index = new TransactionSearchIndex(this.all);
      this.indexOf = this.all;
    }
    return this.index;
  }
  private indexOf: readonly Transaction[] | null = null;

  /** Builds the search index while the customer reads the list, so the first keystroke is as quick as the rest. */
  prepareSearch(): void {
    this.searchIndex();
  }

  get searching(): boolean {
    return this.query.trim().length > 0;
  }

  get showBalance(): boolean {
    return this.all.some((t) => t.balance !== null);
  }

  get isCreditCard(): boolean {
    return this.account !== null && isCreditCard(this.account.summary);
  }

  errorFor(field: DateRangeError['field']): string | null {
    return this.rangeErrors.find((e) => e.field === field)?.message ?? null;
  }

  /** Loads the account's history (again when the route moves to another account). */
  async open(accountIndex: number): Promise<void> {
    const run = this.runs.begin();
    this.load = { status: 'loading' };
    this.interestRates = null;
    this.creditCardInfo = null;
    // The extras (a card's payment information, an account's interest rates) are asked for beside the
    // transactions, and the page is painted once with both: inserted later, above the search, they
    // moved the list down (CLS 0 on every step). An account without them shows none.
    const [result, extras] = await Promise.all([this.loadTransactions.execute({ accountIndex }), this.loadExtras.execute(accountIndex)]);
    perfMark('transactions:answer');
    if (!run.isLatest()) return;
    if (!result.ok) {
      runInAction(() => (this.load = { status: 'failed', error: result.error }));
      return;
    }
    const { account, transactions } = result.value;
    runInAction(() => {
      this.account = account;
      this.all = transactions;
      this.creditCardInfo = extras.creditCardInfo ?? null;
      this.interestRates = extras.interestRates ?? null;
      this.load = { status: 'loaded' };
    });
  }

  dispose(): void {
    this.runs.end();
  }

  setQuery(query: string): void {
    this.query = query;
  }

  clearQuery(): void {
    this.query = '';
  }

  setFrom(value: string): void {
    this.fromInput = value;
  }

  setTo(value: string): void {
    this.toInput = value;
  }

  /** Applies the date range when valid; otherwise keeps the inputs and shows the errors. */
  applyRange(): boolean {
    const range = { from: this.fromInput, to: this.toInput };
    this.rangeErrors = validateDateRange(range, maxFilterMonths);
    if (this.rangeErrors.length > 0) {
      this.rangeAttempt++;
      return false;
    }
    this.appliedRange = range;
    return true;
  }

  clearRange(): void {
    this.fromInput = '';
    this.toInput = '';
    this.rangeErrors = [];
    this.appliedRange = null;
  }
}
