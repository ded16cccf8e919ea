import { injectable } from 'inversify';
import type { PersonalLoansPort } from '../../../core/products/loans/personal-loans.port';
import type {
  LoanAffordability,
  LoanAgreement,
  LoanApplication,
  LoanApplied,
  LoanCustomerDetails,
  LoanDecision,
  LoanEligibility,
  LoanQuote,
  LoanRequest,
  LoanSummary,
  PayoutAccount,
} from '../../../core/products/loans/personal-loan';
import { annualInterestRateFromApr, loanFigures } from '../../../core/products/lending/loan-repayment';
import { monthlyAffordability } from '../../../core/products/lending/income-after-tax';
import { HttpFailure } from '../../http/http-client';

const refuse = (code: string, description: string, status = 422) => new HttpFailure({ code, description, status });

/**
 * The demo bank's personal loan in memory (README 'The demo bank: personal loans'): the same rate
 * bands and decision rules as LoanOps.java, for component specs and developers without a back end.
 */
@injectable()
export class FakePersonalLoans implements PersonalLoansPort {
  readonly applyKeys: string[] = [];
  /** How many times the app asked for a decision (the hard search and the decision happen once, at submission). */
  decisionCalls = 0;
  private readonly applications = new Map<string, { quote: LoanQuote; details?: LoanCustomerDetails; decision?: LoanDecision; applied?: LoanApplied }>();
  private readonly byKey = new Map<string, LoanApplied>();
  accountsHeld: PayoutAccount[] = [
    { id: 'HK-CUR-001', name: 'Current Account', sortCode: '401276', number: '41234567', balance: 184_215, category: 'CURRENT' },
    { id: 'HK-SAV-003', name: 'Bonus Saver', sortCode: '401276', number: '51230001', balance: 1_250_000, category: 'SAVINGS' },
  ];

  async eligibility(): Promise<LoanEligibility> {
    return {
      eligible: true,
      minAmount: 100_000,
      maxAmount: 2_500_000,
      minTermMonths: 12,
      maxTermMonths: 60,
      rates: [
        { fromAmount: 100_000, toAmount: 749_900, apr: 1290 },
        { fromAmount: 750_000, toAmount: 2_500_000, apr: 690 },
      ],
      representativeExample: { amount: 1_000_000, termMonths: 48, apr: 690 },
    };
  }

  async quote(request: LoanRequest): Promise<LoanQuote> {
    const apr = request.amount >= 750_000 ? 690 : 1290;
    const figures = loanFigures(request.amount, request.termMonths, apr);
    const quote: LoanQuote = {
      ...request,
      applicationId: `PLA${String(this.applications.size + 1).padStart(6, '0')}`,
      apr,
      annualInterestRate: annualInterestRateFromApr(apr),
      rateKind: 'fixed',
      monthlyRepayment: figures.monthlyRepayment,
      totalPayable: figures.totalPayable,
      totalChargeForCredit: figures.totalChargeForCredit,
    };
    this.applications.set(quote.applicationId, { quote });
    return quote;
  }

  private application(id: string) {
    const found = this.applications.get(id);
    if (!found) throw refuse('LDG_NOT_FOUND', `No loan application ${id} for this customer.`, 404);
    return found;
  }

  async customerDetails(applicationId: string, details: LoanCustomerDetails): Promise<void> {
    const app = this.application(applicationId);
    app.details = details;
    delete app.decision;
  }

  private detailsOf(applicationId: string): LoanCustomerDetails {
    const details = this.application(applicationId).details;
    if (!details) throw refuse('LOAN_DETAILS_REQUIRED', 'Tell us about your income and costs first.');
    return details;
  }

  async affordability(applicationId: string): Promise<LoanAffordability> {
    const details = this.detailsOf(applicationId);
    // As the demo bank (LoanOps.affordability): income after tax, essential spending with living costs (core).
    const month = monthlyAffordability(details, this.application(applicationId).quote.monthlyRepayment);
    return { monthlyIncome: month.incomeAfterTax, monthlyCosts: month.essentialSpending, monthlyRepayment: month.repayment, leftEachMonth: month.leftEachMonth };
  }

  async summary(applicationId: string): Promise<LoanSummary> {
    return {
      quote: this.application(applicationId).quote,
      customerDetails: this.detailsOf(applicationId),
      secciUrl: `/gateway/api/v1/personal-loans/applications/${applicationId}/secci`,
      withdrawalDays: 14,
    };
  }

  async secci(): Promise<Blob> {
    return new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });
  }

  async agreement(applicationId: string): Promise<LoanAgreement> {
    const app = this.application(applicationId);
    if (app.decision !== 'accepted') throw refuse('LOAN_NOT_ACCEPTED', 'This application has no offer to accept.');
    const signed = app.applied !== undefined;
    return {
      signed,
      html: `<h2>Fixed-Sum Loan Agreement regulated by the Consumer Credit Act 1974</h2><p>${signed ? 'Signed.' : 'Not signed yet.'}</p>`,
      pdf: new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }),
    };
  }

  async accounts(): Promise<PayoutAccount[]> {
    return this.accountsHeld;
  }

  async decision(applicationId: string): Promise<LoanDecision> {
    this.decisionCalls += 1;
    const app = this.application(applicationId);
    const details = this.detailsOf(applicationId);
    const costs = details.monthlyHousingCosts + details.monthlyCreditCosts;
    // The rules in LoanOps.java's order: referred under £20,000; declined over 40% of income; accepted when costs are under half.
    if (details.annualIncome < 2_000_000) app.decision = 'referred';
    else if (app.quote.amount * 10 > details.annualIncome * 4) app.decision = 'declined';
    else app.decision = costs * 2 < details.annualIncome / 12 ? 'accepted' : 'referred';
    // Nothing left after tax, essential spending and the repayment: referred (issue 28, item 5).
    if (app.decision === 'accepted' && monthlyAffordability(details, app.quote.monthlyRepayment).leftEachMonth < 0) app.decision = 'referred';
    return app.decision;
  }

  async apply(application: LoanApplication, key: string): Promise<LoanApplied> {
    this.applyKeys.push(key);
    const seen = this.byKey.get(key);
    if (seen) return seen;
    const app = this.application(application.applicationId);
    if (app.applied) throw refuse('LOAN_ALREADY_APPLIED', 'This loan has already been set up.');
    if (app.decision !== 'accepted') throw refuse('LOAN_NOT_ACCEPTED', 'This application has no offer to accept.');
    const into = this.accountsHeld.find((a) => a.id === application.accountId);
    if (!into) throw refuse('LDG_UNKNOWN_ACCOUNT', `No account ${application.accountId} for this customer.`, 404);
    const n = this.accountsHeld.filter((a) => a.category === 'LOAN').length + 1;
    const applied: LoanApplied = {
      loanAccountId: `PL-LN-${String(n).padStart(6, '0')}`,
      loanAccountNumber: `71${String(n).padStart(6, '0')}`,
      sortCode: into.sortCode,
      amount: app.quote.amount,
      paidIntoAccountId: into.id,
      monthlyRepayment: app.quote.monthlyRepayment,
      termMonths: app.quote.termMonths,
      firstRepaymentDate: '2026-12-25',
      withdrawalEndDate: '2026-12-09',
    };
    this.accountsHeld = [
      ...this.accountsHeld.map((a) => (a.id === into.id ? { ...a, balance: a.balance + app.quote.amount } : a)),
      { id: applied.loanAccountId, name: 'Personal Loan', sortCode: into.sortCode, number: applied.loanAccountNumber, balance: -app.quote.amount, category: 'LOAN' },
    ];
    app.applied = applied;
    this.byKey.set(key, applied);
    return applied;
  }
}
