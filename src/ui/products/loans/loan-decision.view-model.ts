import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { ConfirmResult } from '../../../core/journey/signed-confirmation';
import { loanApplicationOf } from '../../../core/products/loans/loan-identity';
import type { LoanAgreement, LoanApplication, LoanApplied, LoanQuote } from '../../../core/products/loans/personal-loan';
import { ApplyForLoan, LoadLoanAgreement } from '../../../core/products/loans/personal-loans.use-cases';
import type { SigningCodesToSend } from '../../../core/signing/signing-codes';
import { Loadable } from '../../shared/manage-money/loadable';
import type { LoanDetails, LoanStore } from './loan-journey';

/** The loan this page reviews: what it draws and what signing sends, taken once when the page shows it. */
export interface LoanReview {
  readonly application: LoanApplication;
  readonly quote: Pick<LoanQuote, 'amount' | 'termMonths' | 'monthlyRepayment'>;
}

/**
 * decision: carries out the decision the bank made when the application was submitted (after its hard
 * search; the account page asks for it, once): when accepted, the agreement to read before signing;
 * signing (apply) goes through the journey's confirmation. It never asks for a decision itself, so a
 * reload or a return to this page decides nothing again.
 */
@injectable()
export class LoanDecisionViewModel {
  readonly agreement = new Loadable<LoanAgreement>();
  /** The snapshot on screen (null before the page has an accepted application to show). */
  reviewed: LoanReview | null = null;

  constructor(
    @inject(ApplyForLoan) private readonly apply: ApplyForLoan,
    @inject(LoadLoanAgreement) private readonly loadAgreement: LoadLoanAgreement,
  ) {
    makeAutoObservable<this, 'apply' | 'loadAgreement'>(this, { apply: false, loadAgreement: false }, { autoBind: true });
  }

  /** The agreement as the bank holds it now: unsigned before signing, the executed copy after. */
  showAgreement(applicationId: string): Promise<void> {
    return this.agreement.load(() => this.loadAgreement.execute(applicationId));
  }

  /**
   * The page shows the application: its snapshot is taken now, from the quote and the account the
   * journey holds, and the page draws it and signing sends it (what is reviewed is what is sent and
   * what is drawn). Later changes to the journey's entries do not reach a snapshot on screen.
   */
  review(details: Pick<LoanDetails, 'quote' | 'accountId'>): void {
    const { quote, accountId } = details;
    if (!quote || accountId === '' || this.reviewed?.application.applicationId === quote.applicationId) return;
    this.reviewed = {
      application: { applicationId: quote.applicationId, accountId, amount: quote.amount, termMonths: quote.termMonths },
      quote: { amount: quote.amount, termMonths: quote.termMonths, monthlyRepayment: quote.monthlyRepayment },
    };
  }

  /**
   * 'I agree – sign the agreement', and every Try again: the snapshot on screen is reviewed, and what
   * is sent is what was reviewed. A review that finds the same loan still out or lost (a new quote for
   * it) is that loan: this press sends nothing and the page shows the notice (null); the next sends
   * the first application under its key, never this one under a new key.
   */
  async sign(journey: Pick<LoanStore, 'beginReview' | 'frozen' | 'confirm'>, options: { codes?: SigningCodesToSend } = {}): Promise<ConfirmResult<LoanApplied> | null> {
    const application = this.reviewed?.application;
    if (!application) return null;
    if (journey.beginReview(application) === 'new' && journey.frozen) return null;
    return journey.confirm((key, codes, reviewed) => this.apply.execute(loanApplicationOf(reviewed) ?? application, key, codes), options);
  }

  dispose(): void {
    this.agreement.dispose();
  }
}
