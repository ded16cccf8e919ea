import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { LoanAgreement, LoanDecision } from '../../../core/products/loans/personal-loan';
import { ApplyForLoan, DecideLoan, LoadLoanAgreement } from '../../../core/products/loans/personal-loans.use-cases';
import { Loadable } from '../../manage-money/shared/loadable';

/**
 * decision: the bank's decision on the application and, when accepted, the agreement to read before
 * signing; signing (apply) goes through the journey's confirmation.
 */
@injectable()
export class LoanDecisionViewModel {
  readonly decision = new Loadable<LoanDecision>();
  readonly agreement = new Loadable<LoanAgreement>();

  constructor(
    @inject(DecideLoan) private readonly decide: DecideLoan,
    @inject(ApplyForLoan) readonly apply: ApplyForLoan,
    @inject(LoadLoanAgreement) private readonly loadAgreement: LoadLoanAgreement,
  ) {
    makeAutoObservable<this, 'decide' | 'loadAgreement'>(this, { decide: false, apply: false, loadAgreement: false }, { autoBind: true });
  }

  async start(applicationId: string): Promise<void> {
    await this.decision.load(() => this.decide.execute(applicationId));
    if (this.decision.value === 'accepted') await this.showAgreement(applicationId);
  }

  /** The agreement as the bank holds it now: unsigned before signing, the executed copy after. */
  showAgreement(applicationId: string): Promise<void> {
    return this.agreement.load(() => this.loadAgreement.execute(applicationId));
  }

  dispose(): void {
    this.decision.dispose();
    this.agreement.dispose();
  }
}
