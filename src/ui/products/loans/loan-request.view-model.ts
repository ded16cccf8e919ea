import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { LoanQuote, LoanRequest } from '../../../core/products/loans/personal-loan';
import { GetLoanQuote } from '../../../core/products/loans/personal-loans.use-cases';
import type { AppError } from '../../../core/shared/result';
import { RunLifecycle } from '../../shared/run-lifecycle';

/** The loan page's call: the quotation (a soft search). The entries themselves live in the journey. */
@injectable()
export class LoanRequestViewModel {
  sending = false;
  error: AppError | null = null;
  private readonly runs = new RunLifecycle();

  constructor(@inject(GetLoanQuote) private readonly getQuote: GetLoanQuote) {
    makeAutoObservable<this, 'runs' | 'getQuote'>(this, { getQuote: false, runs: false }, { autoBind: true });
  }

  /** The quote, or null (the error is shown). A second press while one is out is ignored. */
  async quote(request: LoanRequest): Promise<LoanQuote | null> {
    if (this.sending) return null;
    const run = this.runs.join();
    this.sending = true;
    this.error = null;
    const result = await this.getQuote.execute(request);
    if (!run.isLatest()) return null;
    runInAction(() => {
      this.sending = false;
      if (!result.ok) this.error = result.error;
    });
    return result.ok ? result.value : null;
  }

  dispose(): void {
    this.runs.end();
  }
}
