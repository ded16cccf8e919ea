import type { Account } from '../accounts/account';
import { attempt } from '../accounts/accounts-failure';
import { findAccount, type AccountsSource } from '../accounts/load-transactions.use-case';
import type { SessionScope } from '../session/session-scope';
import { ok, type Result } from '../shared/result';
import { soonestFirst, type FuturePayment } from './future-payment';
import type { ManageMoneyPort } from './manage-money.port';
import type { Payee } from './payee';
import type { Mandate } from './regular-payment';

/*
 * The three lists, each fetched afresh on every visit: after a change (or an answer that never came)
 * a page shows what the bank lists now, never a copy kept in the browser. An answer that lands after
 * log-off is dropped (SessionScope), like every loader's.
 */

type Scope = Pick<SessionScope, 'load'>;

/** The route's account, then `fetch` for it, as one call of this session. */
function loadForAccount<T>(source: AccountsSource, scope: Scope, accountIndex: number, fetch: (account: Account) => Promise<Result<T>>): Promise<Result<T>> {
  return scope.load(async () => {
    const account = await findAccount(source, accountIndex);
    return account.ok ? fetch(account.value) : account;
  });
}

export interface AccountRegularPayments {
  account: Account;
  mandates: Mandate[];
}

export class LoadRegularPayments {
  constructor(
    private readonly source: AccountsSource,
    private readonly port: Pick<ManageMoneyPort, 'regularPayments'>,
    private readonly scope: Scope,
  ) {}

  execute(accountIndex: number): Promise<Result<AccountRegularPayments>> {
    return loadForAccount(this.source, this.scope, accountIndex, async (account) => {
      const mandates = await attempt(() => this.port.regularPayments(account.id));
      return mandates.ok ? ok({ account, mandates: mandates.value }) : mandates;
    });
  }
}

export interface AccountPayees {
  account: Account;
  payees: Payee[];
  /** The account's standing orders, to say which payees have regular payments. */
  mandates: Mandate[];
  /** The regular payments could not be read: the payees are still listed, without that line. */
  regularPaymentsUnknown: boolean;
}

export class LoadPayees {
  constructor(
    private readonly source: AccountsSource,
    private readonly port: Pick<ManageMoneyPort, 'payees' | 'regularPayments'>,
    private readonly scope: Scope,
  ) {}

  execute(accountIndex: number): Promise<Result<AccountPayees>> {
    return loadForAccount(this.source, this.scope, accountIndex, async (account) => {
      const [payees, mandates] = await Promise.all([attempt(() => this.port.payees()), attempt(() => this.port.regularPayments(account.id))]);
      if (!payees.ok) return payees;
      return ok({ account, payees: payees.value, mandates: mandates.ok ? mandates.value : [], regularPaymentsUnknown: !mandates.ok });
    });
  }
}

export interface AccountFuturePayments {
  account: Account;
  /** Soonest first. */
  payments: FuturePayment[];
}

export class LoadFuturePayments {
  constructor(
    private readonly source: AccountsSource,
    private readonly port: Pick<ManageMoneyPort, 'futurePayments'>,
    private readonly scope: Scope,
  ) {}

  execute(accountIndex: number): Promise<Result<AccountFuturePayments>> {
    return loadForAccount(this.source, this.scope, accountIndex, async (account) => {
      const payments = await attempt(() => this.port.futurePayments(account.id));
      return payments.ok ? ok({ account, payments: soonestFirst(payments.value) }) : payments;
    });
  }
}
