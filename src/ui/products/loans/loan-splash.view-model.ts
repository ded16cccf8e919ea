import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { LoanEligibility } from '../../../core/products/loans/personal-loan';
import { LoadLoanEligibility } from '../../../core/products/loans/personal-loans.use-cases';
import { loanRepresentativeExample, type LoanRepresentativeExample } from '../../../core/products/lending/representative-example';
import { Loadable } from '../../manage-money/shared/loadable';

/** The splash: what the bank lends and its representative example, worked out in core from the bank's rate. */
@injectable()
export class LoanSplashViewModel {
  readonly eligibility = new Loadable<LoanEligibility>();

  constructor(@inject(LoadLoanEligibility) private readonly load: LoadLoanEligibility) {
    makeAutoObservable<this, 'load'>(this, { load: false }, { autoBind: true });
  }

  get example(): LoanRepresentativeExample | null {
    const e = this.eligibility.value?.representativeExample;
    return e ? loanRepresentativeExample(e.amount, e.termMonths, e.apr) : null;
  }

  start(): void {
    void this.eligibility.load(() => this.load.execute());
  }

  dispose(): void {
    this.eligibility.dispose();
  }
}
