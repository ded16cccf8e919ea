import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { initialAccountsState, type AccountsState, type AccountsStatePort } from '../../core/accounts/accounts-state.port';

/** The accounts list in a MobX observable, so observer() views follow what core use cases change. */
@injectable()
export class ObservableAccountsState implements AccountsStatePort {
  state: AccountsState = initialAccountsState();

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  update(patch: Partial<AccountsState>): void {
    Object.assign(this.state, patch);
  }

  reset(): void {
    this.state = initialAccountsState();
  }
}
