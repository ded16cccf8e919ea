import { fail, ok, type Result } from '../shared/result';
import type { Account } from './account';
import type { AccountsPort } from './accounts.port';
import type { AccountsStatePort } from './accounts-state.port';
import { accountAt, toAppError } from './accounts-failure';

/**
 * Confirms the balance of the account at an index (docs/rules/customer-states.md): fetches that one account
 * afresh, puts it in the list in place and marks its index confirmed. The rest of the list is kept.
 */
export class ConfirmBalance {
  constructor(
    private readonly accounts: Pick<AccountsPort, 'byId'>,
    private readonly store: AccountsStatePort,
  ) {}

  async execute(index: number): Promise<Result<Account>> {
    const current = accountAt(this.store.state.accounts, index);
    if (!current.ok) return current;
    try {
      const fresh = await this.accounts.byId(current.value.id);
      const accounts = this.store.state.accounts.map((a, i) => (i === index ? fresh : a));
      const confirmedBalances = [...new Set([...this.store.state.confirmedBalances, index])];
      this.store.update({ accounts, confirmedBalances });
      return ok(fresh);
    } catch (reason) {
      return fail(toAppError(reason));
    }
  }
}
