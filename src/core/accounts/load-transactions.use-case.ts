import type { RaiseLevelOnSuccess } from '../session/raise-level-on-success.use-case';
import { ok, type Result } from '../shared/result';
import type { Account } from './account';
import type { AccountsPort } from './accounts.port';
import { accountAt, attempt } from './accounts-failure';
import type { DateRange, Transaction } from './transaction';

/** How a screen under /summary/{accountIndex} finds its account: the list loaded once, then the index. */
export interface AccountsSource {
  execute(): Promise<Result<Account[]>>;
}

/** Finds the account at an index, loading the list first when needed (a deep link or a reload). */
export async function findAccount(source: AccountsSource, index: number): Promise<Result<Account>> {
  const list = await source.execute();
  return list.ok ? accountAt(list.value, index) : list;
}

export interface AccountTransactions {
  account: Account;
  /** Newest first. */
  transactions: Transaction[];
}

/**
 * The transactions of the account at a route's index: the whole history when no range is given, so
 * that search and the date filter then run in memory (see transaction-search.ts, date-range.ts).
 */
export class LoadTransactions {
  constructor(
    private readonly source: AccountsSource,
    private readonly accounts: Pick<AccountsPort, 'transactions'>,
    private readonly raiseLevel: Pick<RaiseLevelOnSuccess, 'execute'>,
  ) {}

  async execute(input: { accountIndex: number; range?: DateRange }): Promise<Result<AccountTransactions>> {
    const account = await findAccount(this.source, input.accountIndex);
    if (!account.ok) return account;
    const transactions = await attempt(() => this.accounts.transactions(account.value.id, input.range));
    if (!transactions.ok) return transactions;
    this.raiseLevel.execute('transactions');
    return ok({ account: account.value, transactions: transactions.value });
  }
}
