import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Account } from '../../../../core/accounts/account';
import { AccountsStatePort } from '../../../../core/accounts/accounts-state.port';
import { ConfirmBalance } from '../../../../core/accounts/confirm-balance.use-case';
import type { FeatureToggle } from '../../../../core/content/feature-toggles';
import { FeatureTogglesPort } from '../../../../core/session/feature-toggles.port';

export type ConfirmState = 'idle' | 'confirming' | 'confirmed' | 'failed';

/** The frame of /summary/{accountIndex}: which account, its options, and confirming its balance. */
@injectable()
export class AccountViewModel {
  confirm: ConfirmState = 'idle';

  constructor(
    @inject(AccountsStatePort) private readonly accountsState: AccountsStatePort,
    @inject(FeatureTogglesPort) private readonly toggles: FeatureTogglesPort,
    @inject(ConfirmBalance) private readonly confirmBalance: ConfirmBalance,
  ) {
    makeAutoObservable<AccountViewModel, 'accountsState' | 'toggles' | 'confirmBalance'>(
      this,
      { accountsState: false, toggles: false, confirmBalance: false },
      { autoBind: true },
    );
  }

  account(index: number): Account | null {
    return this.accountsState.state.accounts[index] ?? null;
  }

  isEnabled(toggle: FeatureToggle): boolean {
    return this.toggles.isEnabled(toggle);
  }

  /** Fetches this one account afresh (docs/rules/customer-states.md, balance confirmed for an index). */
  async refreshBalance(index: number): Promise<void> {
    if (this.confirm === 'confirming') return;
    this.confirm = 'confirming';
    const result = await this.confirmBalance.execute(index);
    runInAction(() => (this.confirm = result.ok ? 'confirmed' : 'failed'));
  }
}
