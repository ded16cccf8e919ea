import type { Account } from '../accounts/account';
import { attempt } from '../accounts/accounts-failure';
import { findAccount, type AccountsSource } from '../accounts/load-transactions.use-case';
import { ok, type Result } from '../shared/result';
import { soonestFirst, type FuturePayment } from './future-payment';
import type { ManageMoneyPort } from './manage-money.port';
import type { Payee } from './payee';
import type { Mandate } from './regular-payment';

/*
 * The three lists, each fetched afresh on every visit: after a change (or an answer that never came)
 * a page shows what the bank lists now, never a copy kept in the browser.
 */

export interface AccountRegularPayments {
  account: Account;
  mandates: Mandate[];
}

export class LoadRegularPayments {
  constructor(
    private readonly source: AccountsSource,
    private readonly port: Pick<ManageMoneyPort, 'regularPayments'>,
  ) {}

  async execute(accountIndex: number): Promise<Result<AccountRegularPayments>> {
    const account = await findAccount(this.source, accountIndex);
    if (!account.ok) return account;
    const mandates = await attempt(() => this.port.regularPayments(account.value.id));
    return mandates.ok ? ok({ account: account.value, mandates: mandates.value }) : mandates;
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
  ) {}

  async execute(accountIndex: number): Promise<Result<AccountPayees>> {
    const account = await findAccount(this.source, accountIndex);
    if (!account.ok) return account;
    const [payees, mandates] = await Promise.all([
      attempt(() => this.port.payees()),
      attempt(() => this.port.regularPayments(account.value.id)),
    ]);
    if (!payees.ok) return payees;
    return ok({
      account: account.value,
      payees: payees.value,
      mandates: mandates.ok ? mandates.value : [],
      regularPaymentsUnknown: !mandates.ok,
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
  ) {}

  async execute(accountIndex: number): Promise<Result<AccountFuturePayments>> {
    const account = await findAccount(this.source, accountIndex);
    if (!account.ok) return account;
    const payments = await attempt(() => this.port.futurePayments(account.value.id));
    return payments.ok ? ok({ account: account.value, payments: soonestFirst(payments.value) }) : payments;
  }
}
