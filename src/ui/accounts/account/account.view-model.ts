import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Account } from '../../../core/accounts/account';
import { AccountsStatePort } from '../../../core/accounts/accounts-state.port';
import type { FeatureToggle } from '../../../core/content/feature-toggles';
import { FeatureTogglesPort } from '../../../core/session/feature-toggles.port';

/** The frame of /summary/{accountIndex}: which account, and which of its options are switched on. */
@injectable()
export class AccountViewModel {
  constructor(
    @inject(AccountsStatePort) private readonly accountsState: AccountsStatePort,
    @inject(FeatureTogglesPort) private readonly toggles: FeatureTogglesPort,
  ) {
    makeAutoObservable<AccountViewModel, 'accountsState' | 'toggles'>(
      this,
      { accountsState: false, toggles: false },
      { autoBind: true },
    );
  }

  account(index: number): Account | null {
    return this.accountsState.state.accounts[index] ?? null;
  }

  isEnabled(toggle: FeatureToggle): boolean {
    return this.toggles.isEnabled(toggle);
  }
}
