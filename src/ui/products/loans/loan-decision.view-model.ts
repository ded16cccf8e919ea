import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { LoanAgreement } from '../../../core/products/loans/personal-loan';
import { ApplyForLoan, LoadLoanAgreement } from '../../../core/products/loans/personal-loans.use-cases';
import { Loadable } from '../../shared/manage-money/loadable';

/**
 * decision: carries out the decision the bank made when the application was submitted (after its hard
 * search; the account page asks for it, once): when accepted, the agreement to read before signing;
 * signing (apply) goes through the journey's confirmation. It never asks for a decision itself, so a
 * reload or a return to this page decides nothing again.
 */
@injectable()
export class LoanDecisionViewModel {
  readonly agreement = new Loadable<LoanAgreement>();

  constructor(
    @inject(ApplyForLoan) readonly apply: ApplyForLoan,
    @inject(LoadLoanAgreement) private readonly loadAgreement: LoadLoanAgreement,
  ) {
    makeAutoObservable<this, 'loadAgreement'>(this, { apply: false, loadAgreement: false }, { autoBind: true });
  }

  /** The agreement as the bank holds it now: unsigned before signing, the executed copy after. */
  showAgreement(applicationId: string): Promise<void> {
    return this.agreement.load(() => this.loadAgreement.execute(applicationId));
  }

  dispose(): void {
    this.agreement.dispose();
  }
}
