import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Account } from '../../../core/accounts/account';
import { AccountsStatePort } from '../../../core/accounts/accounts-state.port';
import type { FeatureToggle } from '../../../core/content/feature-toggles';
import { LoadMoveMoney } from '../../../core/move-money/load-move-money.use-case';
import type { MajorBeneficiary, SavedPayee } from '../../../core/move-money/move-money';
import { FeatureTogglesPort } from '../../../core/session/feature-toggles.port';
import type { AppError } from '../../../core/shared/result';
import { MoveMoneyContent } from '../move-money-content';

/**
 * /summary/{accountIndex}/move-money: from the chosen account, what can be done, each choice behind
 * its toggle (docs/rules/customer-features.md) and what the account allows (its moveMoney flags).
 */
@injectable()
export class MoveMoneyIndexViewModel {
  loading = true;
  error: AppError | null = null;
  savedPayees: SavedPayee[] = [];

  constructor(
    @inject(LoadMoveMoney) private readonly load: LoadMoveMoney,
    @inject(AccountsStatePort) private readonly accountsState: AccountsStatePort,
    @inject(FeatureTogglesPort) private readonly toggles: FeatureTogglesPort,
    @inject(MoveMoneyContent) private readonly content: MoveMoneyContent,
  ) {
    makeAutoObservable<this, 'load' | 'accountsState' | 'toggles' | 'content'>(
      this,
      { load: false, accountsState: false, toggles: false, content: false },
      { autoBind: true },
    );
  }

  async start(): Promise<void> {
    this.loading = true;
    const result = await this.load.execute({ fresh: true });
    runInAction(() => {
      this.loading = false;
      if (result.ok) {
        this.savedPayees = result.value.savedPayees;
        this.error = null;
      } else this.error = result.error;
    });
  }

  on(toggle: FeatureToggle): boolean {
    return this.toggles.isEnabled(toggle);
  }

  account(index: number): Account | null {
    return this.accountsState.state.accounts[index] ?? null;
  }

  /** Own accounts this one can transfer to (never itself). */
  transferTargets(index: number): { account: Account; index: number }[] {
    const from = this.account(index);
    if (!from?.moveMoney.canTransferFrom) return [];
    return this.accountsState.state.accounts.flatMap((account, i) => (i !== index && account.moveMoney.canTransferTo ? [{ account, index: i }] : []));
  }

  canPay(index: number): boolean {
    return this.account(index)?.moveMoney.canPay ?? false;
  }

  get companies(): MajorBeneficiary[] {
    return this.content.majorBeneficiaries;
  }
}
