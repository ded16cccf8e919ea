import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { LoanAffordability } from '../../../core/products/loans/personal-loan';
import { CheckLoanAffordability } from '../../../core/products/loans/personal-loans.use-cases';
import { Loadable } from '../../shared/manage-money/loadable';

/** affordability: the month as the bank sees it from the customer's answers. */
@injectable()
export class LoanAffordabilityViewModel {
  readonly figures = new Loadable<LoanAffordability>();

  constructor(@inject(CheckLoanAffordability) private readonly check: CheckLoanAffordability) {
    makeAutoObservable<this, 'check'>(this, { check: false }, { autoBind: true });
  }

  start(applicationId: string): void {
    void this.figures.load(() => this.check.execute(applicationId));
  }

  dispose(): void {
    this.figures.dispose();
  }
}
