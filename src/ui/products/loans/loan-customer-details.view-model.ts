import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { LoanCustomerDetails } from '../../../core/products/loans/personal-loan';
import { SaveLoanCustomerDetails } from '../../../core/products/loans/personal-loans.use-cases';
import type { AppError } from '../../../core/shared/result';
import { RunLifecycle } from '../../shared/run-lifecycle';

/** your-details: sends the customer's income and costs to the application (customer-details). */
@injectable()
export class LoanCustomerDetailsViewModel {
  sending = false;
  error: AppError | null = null;
  private readonly runs = new RunLifecycle();

  constructor(@inject(SaveLoanCustomerDetails) private readonly save: SaveLoanCustomerDetails) {
    makeAutoObservable<this, 'runs' | 'save'>(this, { save: false, runs: false }, { autoBind: true });
  }

  async send(applicationId: string, details: LoanCustomerDetails): Promise<boolean> {
    if (this.sending) return false;
    const run = this.runs.join();
    this.sending = true;
    this.error = null;
    const result = await this.save.execute(applicationId, details);
    if (!run.isLatest()) return false;
    runInAction(() => {
      this.sending = false;
      if (!result.ok) this.error = result.error;
    });
    return result.ok;
  }

  dispose(): void {
    this.runs.end();
  }
}
