import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { LoanEligibility } from '../../../core/products/loans/personal-loan';
import { LoadLoanEligibility } from '../../../core/products/loans/personal-loans.use-cases';
import {
  loanRepresentativeExample,
  representativeRange,
  type LoanRepresentativeExample,
  type RepresentativeRange,
} from '../../../core/products/lending/representative-example';
import { Loadable } from '../../shared/manage-money/loadable';

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

  /** The amounts the example is for (CONC 3.5.5R): the bank's rate band that holds it. */
  get range(): RepresentativeRange | null {
    const e = this.eligibility.value;
    return e ? representativeRange(e.rates, e.representativeExample) : null;
  }

  start(): void {
    void this.eligibility.load(() => this.load.execute());
  }

  dispose(): void {
    this.eligibility.dispose();
  }
}
