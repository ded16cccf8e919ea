import type { Account } from './account';
import type { LastLogon } from './last-logon';
import type { MarketingConfig } from './marketing';
import type { Statement } from './statement';
import type {
  CreditCardPaymentInfo,
  DateRange,
  InterestRates,
  PendingAuthorisation,
  Transaction,
  UpcomingTransaction,
} from './transaction';

/**
 * The bank's accounts gateway. Every method rejects with an AccountsFailure-shaped error (an object
 * with `error: AppError`, e.g. the HTTP adapter's HttpFailure); use cases turn it into a Result with
 * toAppError (accounts-failure.ts).
 */
export const AccountsPort = Symbol('AccountsPort');
export interface AccountsPort {
  /** Every account of the customer, in the bank's order (the index is the route's accountIndex). */
  list(): Promise<Account[]>;
  byId(id: string): Promise<Account>;
  /** Posted transactions, newest first; the whole history when no range is given. */
  transactions(accountId: string, range?: DateRange): Promise<Transaction[]>;
  upcomingTransactions(): Promise<UpcomingTransaction[]>;
  pendingAuthorisations(accountId?: string): Promise<PendingAuthorisation[]>;
  interestRates(accountId: string): Promise<InterestRates>;
  creditCardPaymentInfo(accountId: string): Promise<CreditCardPaymentInfo>;
  statements(accountId: string): Promise<Statement[]>;
  statementPdf(accountId: string, statementId: string): Promise<Blob>;
  lastLogon(): Promise<LastLogon>;
  marketing(): Promise<MarketingConfig>;
}
