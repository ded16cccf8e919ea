import type { AccountsStatePort } from './accounts-state.port';

/** Forgets the accounts list (after a payment changes balances, or on log-off) so the next load fetches it. */
export class ResetAccounts {
  constructor(private readonly store: Pick<AccountsStatePort, 'reset'>) {}

  execute(): void {
    this.store.reset();
  }
}
