import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { LoanCustomerDetails } from '../../../core/products/loans/personal-loan';
import { SaveLoanCustomerDetails } from '../../../core/products/loans/personal-loans.use-cases';
import type { AppError } from '../../../core/shared/result';

/** your-details: sends the customer's income and costs to the application (customer-details). */
@injectable()
export class LoanCustomerDetailsViewModel {
  sending = false;
  error: AppError | null = null;
  private disposed = false;

  constructor(@inject(SaveLoanCustomerDetails) private readonly save: SaveLoanCustomerDetails) {
    makeAutoObservable<this, 'disposed' | 'save'>(this, { save: false, disposed: false }, { autoBind: true });
  }

  async send(applicationId: string, details: LoanCustomerDetails): Promise<boolean> {
    if (this.sending) return false;
    this.sending = true;
    this.error = null;
    const result = await this.save.execute(applicationId, details);
    if (this.disposed) return false;
    runInAction(() => {
      this.sending = false;
      if (!result.ok) this.error = result.error;
    });
    return result.ok;
  }

  dispose(): void {
    this.disposed = true;
  }
}
