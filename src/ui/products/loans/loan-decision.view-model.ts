import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { LoanDecision } from '../../../core/products/loans/personal-loan';
import { ApplyForLoan, DecideLoan } from '../../../core/products/loans/personal-loans.use-cases';
import { Loadable } from '../../manage-money/shared/loadable';

/** decision: the bank's decision on the application; apply itself goes through the journey's confirmation. */
@injectable()
export class LoanDecisionViewModel {
  readonly decision = new Loadable<LoanDecision>();

  constructor(
    @inject(DecideLoan) private readonly decide: DecideLoan,
    @inject(ApplyForLoan) readonly apply: ApplyForLoan,
  ) {
    makeAutoObservable<this, 'decide'>(this, { decide: false, apply: false }, { autoBind: true });
  }

  start(applicationId: string): void {
    void this.decision.load(() => this.decide.execute(applicationId));
  }

  dispose(): void {
    this.decision.dispose();
  }
}
