import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { PayoutAccount } from '../../../core/products/loans/personal-loan';
import { LoadLoanAccounts } from '../../../core/products/loans/personal-loans.use-cases';
import { Loadable } from '../../shared/manage-money/loadable';

/** The customer's accounts, fresh from the bank: where the loan may go, and (after a lost answer) the loans held. */
@injectable()
export class LoanAccountsViewModel {
  readonly accounts = new Loadable<{ payout: PayoutAccount[]; loans: PayoutAccount[] }>();

  constructor(@inject(LoadLoanAccounts) private readonly load: LoadLoanAccounts) {
    makeAutoObservable<this, 'load'>(this, { load: false }, { autoBind: true });
  }

  start(): void {
    void this.accounts.load(() => this.load.execute());
  }

  dispose(): void {
    this.accounts.dispose();
  }
}
