import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { LoanSummary } from '../../../core/products/loans/personal-loan';
import { LoadLoanSummary, LoadSecci } from '../../../core/products/loans/personal-loans.use-cases';
import { Loadable } from '../../shared/manage-money/loadable';

/** summary (Check your answers): the application as the bank holds it, and the SECCI when asked for. */
@injectable()
export class LoanSummaryViewModel {
  readonly summary = new Loadable<LoanSummary>();
  readonly secci = new Loadable<Blob>();
  secciShown = false;

  constructor(
    @inject(LoadLoanSummary) private readonly loadSummary: LoadLoanSummary,
    @inject(LoadSecci) private readonly loadSecci: LoadSecci,
  ) {
    makeAutoObservable<this, 'loadSummary' | 'loadSecci'>(this, { loadSummary: false, loadSecci: false }, { autoBind: true });
  }

  start(applicationId: string): void {
    void this.summary.load(() => this.loadSummary.execute(applicationId));
  }

  /** Opens the pre-contract credit information in the page (pdf.js, as my documents). */
  openSecci(applicationId: string): Promise<void> {
    this.secciShown = true;
    return this.secci.load(() => this.loadSecci.execute(applicationId));
  }

  dispose(): void {
    this.summary.dispose();
    this.secci.dispose();
  }
}
