import { injectable } from 'inversify';
import type { Account } from '../../core/accounts/account';
import { AccountsFailure, AccountsErrorCodes } from '../../core/accounts/accounts-failure';
import type { AccountsPort } from '../../core/accounts/accounts.port';
import type { AccountsState, AccountsStatePort } from '../../core/accounts/accounts-state.port';
import { initialAccountsState } from '../../core/accounts/accounts-state.port';
import type { DownloadFile, FileSaver } from '../../core/accounts/file-saver.port';
import type { LastLogon } from '../../core/accounts/last-logon';
import type { MarketingConfig } from '../../core/accounts/marketing';
import type { Statement } from '../../core/accounts/statement';
import type {
  CreditCardPaymentInfo,
  DateRange,
  InterestRates,
  PendingAuthorisation,
  Transaction,
  UpcomingTransaction,
} from '../../core/accounts/transaction';
import type { AppError } from '../../core/shared/result';
import { toAccounts } from '../accounts/accounts.mapper';
import { AccountsPaths } from '../accounts/http-accounts.adapter';
import { toLastLogon, toMarketing } from '../accounts/last-logon-marketing.mapper';
import { toCreditCardPaymentInfo, toInterestRates, toPendingAuthorisations, toStatements, toTransactions, toUpcoming } from '../accounts/transactions.mapper';
import {
  accountsAnswer,
  creditCardPaymentInfoAnswer,
  interestRatesAnswer,
  marketingAnswer,
  pendingAuthorisationsAnswer,
  statementsAnswer,
  statusAnswer,
  transactionsAnswer,
  upcomingAnswer,
} from './fake-accounts.data';
import { WireAnswers } from './wire-answers';

type Method = keyof AccountsPort;

/**
 * In-memory accounts gateway. Data is public and mutable so a test can set exactly what it needs;
 * `failWith(method, error)` makes one method reject like the HTTP adapter does; `calls` counts calls.
 * The seed and the answers computed per call are the bank's JSON (fake-accounts.data.ts), recorded
 * in `wire` and mapped by the HTTP adapter's mappers; what a test sets here is domain and unchecked.
 */
@injectable()
export class FakeAccounts implements AccountsPort {
  readonly wire = new WireAnswers();
  accounts: Account[] = toAccounts(this.wire.record('GET', AccountsPaths.accounts, accountsAnswer())).accounts;
  transactionsByAccount: Record<string, Transaction[]> = {
    'ACC-CUR-1': toTransactions(this.wire.record('GET', AccountsPaths.transactions('ACC-CUR-1'), transactionsAnswer()), 'ACC-CUR-1'),
  };
  upcoming: UpcomingTransaction[] = toUpcoming(this.wire.record('GET', AccountsPaths.upcoming, upcomingAnswer()));
  pending: PendingAuthorisation[] = toPendingAuthorisations(this.wire.record('GET', AccountsPaths.pendingAuthorisations, pendingAuthorisationsAnswer()));
  lastLogonValue: LastLogon = toLastLogon(this.wire.record('GET', AccountsPaths.status, statusAnswer()));
  marketingValue: MarketingConfig = toMarketing(this.wire.record('GET', AccountsPaths.marketing, marketingAnswer()));
  statementsByAccount: Record<string, Statement[]> = {};
  readonly calls: Partial<Record<Method, number>> = {};
  private readonly failures: Partial<Record<Method, AppError>> = {};

  failWith(method: Method, error: AppError | null): void {
    if (error) this.failures[method] = error;
    else delete this.failures[method];
  }

  /** A forced failure is recorded as the bank's error envelope on the call's path (docs/api/fakes.md). */
  private async answer<T>(method: Method, path: string, value: () => T): Promise<T> {
    this.calls[method] = (this.calls[method] ?? 0) + 1;
    await Promise.resolve();
    const failure = this.failures[method];
    if (failure) {
      this.wire.recordFailure('GET', path, failure);
      throw new AccountsFailure(failure);
    }
    return value();
  }

  private account(id: string): Account {
    const found = this.accounts.find((a) => a.id === id);
    if (!found) throw new AccountsFailure({ code: AccountsErrorCodes.noSuchAccount, description: `No account ${id}` });
    return found;
  }

  list(): Promise<Account[]> {
    return this.answer('list', AccountsPaths.accounts, () => structuredClone(this.accounts));
  }
  byId(id: string): Promise<Account> {
    return this.answer('byId', AccountsPaths.account(id), () => structuredClone(this.account(id)));
  }
  transactions(accountId: string, range?: DateRange): Promise<Transaction[]> {
    return this.answer('transactions', AccountsPaths.transactions(accountId), () =>
      (this.transactionsByAccount[accountId] ?? []).filter((t) => !range || (t.date >= range.from && t.date <= range.to)),
    );
  }
  upcomingTransactions(): Promise<UpcomingTransaction[]> {
    return this.answer('upcomingTransactions', AccountsPaths.upcoming, () => [...this.upcoming]);
  }
  pendingAuthorisations(accountId?: string): Promise<PendingAuthorisation[]> {
    return this.answer('pendingAuthorisations', AccountsPaths.pendingAuthorisations, () => this.pending.filter((p) => !accountId || p.accountId === accountId));
  }
  interestRates(accountId: string): Promise<InterestRates> {
    return this.answer('interestRates', AccountsPaths.interestRates(accountId), () =>
      toInterestRates(this.wire.record('GET', AccountsPaths.interestRates(accountId), interestRatesAnswer()), accountId),
    );
  }
  creditCardPaymentInfo(accountId: string): Promise<CreditCardPaymentInfo> {
    return this.answer('creditCardPaymentInfo', AccountsPaths.creditCardPaymentInfo(accountId), () =>
      toCreditCardPaymentInfo(this.wire.record('GET', AccountsPaths.creditCardPaymentInfo(accountId), creditCardPaymentInfoAnswer()), accountId),
    );
  }
  statements(accountId: string): Promise<Statement[]> {
    return this.answer('statements', AccountsPaths.statements(accountId), () =>
      this.statementsByAccount[accountId] ?? toStatements(this.wire.record('GET', AccountsPaths.statements(accountId), statementsAnswer()), accountId),
    );
  }
  statementPdf(accountId: string, statementId: string): Promise<Blob> {
    return this.answer(
      'statementPdf',
      AccountsPaths.statementPdf(accountId, statementId),
      () => new Blob([`%PDF-1.4\n% fake statement ${statementId} of ${accountId}\n%%EOF\n`], { type: 'application/pdf' }),
    );
  }
  lastLogon(): Promise<LastLogon> {
    return this.answer('lastLogon', AccountsPaths.status, () => ({ ...this.lastLogonValue }));
  }
  marketing(): Promise<MarketingConfig> {
    return this.answer('marketing', AccountsPaths.marketing, () => structuredClone(this.marketingValue));
  }
}

/** Plain (non-observable) accounts state for core tests. */
export class InMemoryAccountsState implements AccountsStatePort {
  state: AccountsState = initialAccountsState();
  update(patch: Partial<AccountsState>): void {
    this.state = { ...this.state, ...patch };
  }
  reset(): void {
    this.state = initialAccountsState();
  }
}

/** Keeps every saved file for assertions instead of starting a browser download. */
@injectable()
export class FakeFileSaver implements FileSaver {
  readonly saved: DownloadFile[] = [];
  save(file: DownloadFile): void {
    this.saved.push(file);
  }
}
