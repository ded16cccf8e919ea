import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { LoanQuote, LoanRequest } from '../../../core/products/loans/personal-loan';
import { GetLoanQuote } from '../../../core/products/loans/personal-loans.use-cases';
import type { AppError } from '../../../core/shared/result';

/** The loan page's call: the quotation (a soft search). The entries themselves live in the journey. */
@injectable()
export class LoanRequestViewModel {
  sending = false;
  error: AppError | null = null;
  private disposed = false;

  constructor(@inject(GetLoanQuote) private readonly getQuote: GetLoanQuote) {
    makeAutoObservable<this, 'disposed' | 'getQuote'>(this, { getQuote: false, disposed: false }, { autoBind: true });
  }

  /** The quote, or null (the error is shown). A second press while one is out is ignored. */
  async quote(request: LoanRequest): Promise<LoanQuote | null> {
    if (this.sending) return null;
    this.sending = true;
    this.error = null;
    const result = await this.getQuote.execute(request);
    if (this.disposed) return null;
    runInAction(() => {
      this.sending = false;
      if (!result.ok) this.error = result.error;
    });
    return result.ok ? result.value : null;
  }

  dispose(): void {
    this.disposed = true;
  }
}
