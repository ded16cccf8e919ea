import type { AccountsPort } from '../accounts/accounts.port';
import type { AccountsStatePort } from '../accounts/accounts-state.port';

/**
 * After money has moved, the balances shown everywhere are fetched again into the shared accounts
 * state. The list on screen stays while the call is out (no loader over the confirmation), and a
 * failure keeps the old list: the confirmation stands whatever the refresh does.
 */
export class RefreshBalances {
  constructor(
    private readonly accounts: Pick<AccountsPort, 'list'>,
    private readonly store: Pick<AccountsStatePort, 'state' | 'update'>,
  ) {}

  async execute(): Promise<boolean> {
    try {
      const accounts = await this.accounts.list();
      this.store.update({ accounts, loaded: true, loading: false, error: null, confirmedBalances: [] });
      return true;
    } catch {
      return false;
    }
  }
}
