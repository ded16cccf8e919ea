import type { SigningCodesToSend } from '../../../core/signing/signing-codes';
import { injectable } from 'inversify';
import type { PersonalLoansPort } from '../../../core/products/loans/personal-loans.port';
import type * as Loan from '../../../core/products/loans/personal-loan';
import { annualInterestRateFromApr, loanFigures } from '../../../core/products/lending/loan-repayment';
import { monthlyAffordability } from '../../../core/products/lending/income-after-tax';
import { surplusVerdict } from '../../../core/products/lending/living-costs.rules';
import { WireAnswers, type WireAnswer, type WireSchemas } from '../../fakes/wire-answers';
import { HttpFailure } from '../../http/http-client';
import { PersonalLoansPaths } from './http-personal-loans.adapter';
import { account, type AccountWire } from './fake-payout-accounts';
import { toAffordability, toAgreement, toApplied, toDecision, toEligibility, toPayoutAccounts, toQuote, toSummary } from './personal-loans.mapper';

type QuotationWire = WireSchemas['PostV1PersonalLoansQuotations201Answer']['payload'];
type DetailsWire = WireSchemas['PostV1PersonalLoansApplicationsByApplicationIdCustomerDetailsRequest'];
type AppliedAnswer = WireSchemas['PostV1OriginationPersonalLoanApply201Answer'];
type DecisionWire = 'ACCEPTED' | 'REFERRED' | 'DECLINED';

/** One application as the demo bank holds it (LoanOps.java): the quotation, then the details, the decision, the loan. */
interface FakeApplication {
  quotation: QuotationWire;
  details?: DetailsWire;
  decision?: DecisionWire;
  applied?: AppliedAnswer;
}

const ok = { statusCode: '0000' };
const pdf = () => new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });
/** A refusal as the bank sends it (LedgerFailure): the error envelope on `status`, read as an HttpFailure. */
class Refusal extends HttpFailure {}
/** The demo bank's loan amount that it answers 0004 to until a Re-authentication Security Code comes (docs/demo-bank.md). */
export const reauthenticationLoanAmount = 400_400;
const refuse = (code: string, description: string, status = 422): Refusal => new Refusal({ code, description, status });

/**
 * The demo bank's personal loan in memory (README 'The demo bank: personal loans'): the same rate
 * bands and decision rules as LoanOps.java, for component specs and developers without a back end.
 * Every answer is built as the bank's JSON, recorded in `wire` and read by the HTTP adapter's mapper;
 * a refusal is recorded as the error envelope on its status (docs/api/fakes.md).
 */
@injectable()
export class FakePersonalLoans implements PersonalLoansPort {
  readonly wire = new WireAnswers();
  readonly applyKeys: string[] = [];
  /** The codes each apply carried, in order (a Re-authentication Security Code after 0004). */
  readonly applyCodes: SigningCodesToSend[] = [];
  /** How many times the app asked for a decision (the hard search and the decision happen once, at submission). */
  decisionCalls = 0;
  private readonly applications = new Map<string, FakeApplication>();
  private readonly byKey = new Map<string, AppliedAnswer>();
  /** The accounts as the bank lists them; specs read them through `accountsHeld`. */
  private held: AccountWire[] = [
    account('HK-CUR-001', 'Current Account', '41234567', 184_215, 'CURRENT'),
    account('HK-SAV-003', 'Bonus Saver', '51230001', 1_250_000, 'SAVINGS'),
  ];

  /** The accounts held, as the app reads them (the accounts call's mapper): a spec sees the payout and the new loan. */
  get accountsHeld(): Loan.PayoutAccount[] {
    return toPayoutAccounts({ payload: this.held, messages: [] });
  }

  /** Builds the answer to `method path` and records it, or records the refusal `build` threw (on its status) and throws it. */
  private answer<T>(method: WireAnswer['method'], path: string, build: () => T, status = 200): T {
    let body: T;
    try {
      body = build();
    } catch (e) {
      if (e instanceof Refusal) this.wire.recordFailure(method, path, e.error);
      throw e;
    }
    return this.wire.record(method, path, body, status);
  }

  async eligibility(): Promise<Loan.LoanEligibility> {
    return toEligibility(
      this.answer('GET', PersonalLoansPaths.eligibility, (): WireSchemas['GetV1PersonalLoansEligibilityAnswer'] => ({
        header: ok,
        payload: {
          eligible: true,
          minAmount: 100_000,
          maxAmount: 2_500_000,
          minTermMonths: 12,
          maxTermMonths: 60,
          rateType: 'FIXED',
          rates: [
            { fromAmount: 100_000, toAmount: 749_900, apr: 1290 },
            { fromAmount: 750_000, toAmount: 2_500_000, apr: 690 },
          ],
          representativeExample: { amount: 1_000_000, termMonths: 48, apr: 690 },
        },
        messages: [],
      })),
    );
  }

  async quote(request: Loan.LoanRequest): Promise<Loan.LoanQuote> {
    const answer = this.answer(
      'POST',
      PersonalLoansPaths.quotations,
      (): WireSchemas['PostV1PersonalLoansQuotations201Answer'] => {
        const apr = request.amount >= 750_000 ? 690 : 1290;
        const figures = loanFigures(request.amount, request.termMonths, apr);
        const quotation: QuotationWire = {
          applicationId: `PLA${String(this.applications.size + 1).padStart(6, '0')}`,
          status: 'QUOTED',
          amount: request.amount,
          termMonths: request.termMonths,
          purpose: request.purpose,
          apr,
          annualInterestRate: annualInterestRateFromApr(apr),
          rateType: 'FIXED',
          monthlyRepayment: figures.monthlyRepayment,
          totalPayable: figures.totalPayable,
          totalChargeForCredit: figures.totalChargeForCredit,
          softSearch: true,
        };
        this.applications.set(quotation.applicationId, { quotation });
        return { header: ok, payload: { ...quotation }, messages: [] };
      },
      201,
    );
    return toQuote(answer);
  }

  private application(id: string): FakeApplication {
    const found = this.applications.get(id);
    if (!found) throw refuse('LDG_NOT_FOUND', `No loan application ${id} for this customer.`, 404);
    return found;
  }

  async customerDetails(applicationId: string, details: Loan.LoanCustomerDetails): Promise<void> {
    // The HTTP adapter reads nothing from this answer: it is recorded, not mapped.
    this.answer('POST', PersonalLoansPaths.customerDetails(applicationId), (): WireSchemas['PostV1PersonalLoansApplicationsByApplicationIdCustomerDetailsAnswer'] => {
      const app = this.application(applicationId);
      const sent: DetailsWire = { ...details };
      app.details = sent;
      app.quotation.status = 'DETAILS';
      delete app.decision;
      return { header: ok, payload: { applicationId, customerDetails: { ...sent } }, messages: [] };
    });
  }

  private detailsOf(applicationId: string): DetailsWire {
    const details = this.application(applicationId).details;
    if (!details) throw refuse('LOAN_DETAILS_REQUIRED', 'Tell us about your income and costs first.');
    return details;
  }

  async affordability(applicationId: string): Promise<Loan.LoanAffordability> {
    const answer = this.answer('POST', PersonalLoansPaths.affordability(applicationId), (): WireSchemas['PostV1PersonalLoansApplicationsByApplicationIdAffordabilityAnswer'] => {
      const details = this.detailsOf(applicationId);
      // As the demo bank (LoanOps.affordability): income after tax, essential spending with living costs (core).
      const month = monthlyAffordability(details, this.application(applicationId).quotation.monthlyRepayment);
      return {
        header: ok,
        payload: { applicationId, monthlyIncome: month.incomeAfterTax, monthlyCosts: month.essentialSpending, monthlyRepayment: month.repayment, leftEachMonth: month.leftEachMonth },
        messages: [],
      };
    });
    return toAffordability(answer);
  }

  async summary(applicationId: string): Promise<Loan.LoanSummary> {
    const answer = this.answer('GET', PersonalLoansPaths.applySummary(applicationId), (): WireSchemas['GetV1PersonalLoansApplicationsByApplicationIdApplySummaryAnswer'] => ({
      header: ok,
      payload: {
        ...this.application(applicationId).quotation,
        customerDetails: { ...this.detailsOf(applicationId) },
        secciUrl: `/gateway/api/v1/personal-loans/applications/${applicationId}/secci`,
        withdrawalDays: 14,
      },
      messages: [],
    }));
    return toSummary(answer);
  }

  /** The SECCI (a PDF: the operation and status are recorded, the document gives the bytes no schema). */
  async secci(applicationId: string): Promise<Blob> {
    this.wire.record('GET', PersonalLoansPaths.secci(applicationId), undefined, { contentType: 'application/pdf' });
    return pdf();
  }

  private offered(applicationId: string): FakeApplication {
    const app = this.application(applicationId);
    if (app.decision !== 'ACCEPTED') throw refuse('LOAN_NOT_ACCEPTED', 'This application has no offer to accept.');
    return app;
  }

  async agreement(applicationId: string): Promise<Loan.LoanAgreement> {
    const answer = this.answer('GET', PersonalLoansPaths.agreement(applicationId), (): WireSchemas['GetV1PersonalLoansApplicationsByApplicationIdAgreementAnswer'] => {
      const signed = this.offered(applicationId).applied !== undefined;
      return {
        header: ok,
        payload: {
          applicationId,
          signed,
          html: `<h2>Fixed-Sum Loan Agreement regulated by the Consumer Credit Act 1974</h2><p>${signed ? 'Signed.' : 'Not signed yet.'}</p>`,
          pdfUrl: `/gateway/api/v1/personal-loans/applications/${applicationId}/agreement/pdf`,
        },
        messages: [],
      };
    });
    // The adapter fetches the PDF beside the answer: its own operation, recorded as a PDF.
    this.wire.record('GET', PersonalLoansPaths.agreementPdf(applicationId), undefined, { contentType: 'application/pdf' });
    return { ...toAgreement(answer), pdf: pdf() };
  }

  async accounts(): Promise<Loan.PayoutAccount[]> {
    const answer: WireSchemas['GetV1PersonalLoansAccountsAnswer'] = { payload: structuredClone(this.held), messages: [] };
    return toPayoutAccounts(this.wire.record('GET', PersonalLoansPaths.accounts, answer));
  }

  async decision(applicationId: string): Promise<Loan.LoanDecided> {
    this.decisionCalls += 1;
    const answer = this.answer('POST', PersonalLoansPaths.decision(applicationId), (): WireSchemas['PostV1PersonalLoansApplicationsByApplicationIdDecisionAnswer'] => {
      const app = this.application(applicationId);
      const details = this.detailsOf(applicationId);
      const costs = details.monthlyHousingCosts + details.monthlyCreditCosts;
      // The rules in LoanOps.java's order: referred under £20,000; declined over 40% of income; accepted when costs are under half.
      let decision: DecisionWire;
      if (details.annualIncome < 2_000_000) decision = 'REFERRED';
      else if (app.quotation.amount * 10 > details.annualIncome * 4) decision = 'DECLINED';
      else decision = costs * 2 < details.annualIncome / 12 ? 'ACCEPTED' : 'REFERRED';
      // Under £200 left after tax, essential spending and the repayment: referred (a person looks).
      if (decision === 'ACCEPTED' && surplusVerdict(monthlyAffordability(details, app.quotation.monthlyRepayment).leftEachMonth) === 'refer') decision = 'REFERRED';
      app.decision = decision;
      return { header: ok, payload: { applicationId, decision }, messages: [] };
    });
    return toDecision(answer);
  }

  async apply(application: Loan.LoanApplication, key: string, codes: SigningCodesToSend = {}): Promise<Loan.LoanApplied> {
    this.applyKeys.push(key);
    this.applyCodes.push(codes);
    // As the demo bank: a loan of £4,004 is held for a Re-authentication Security Code, nothing kept under the key.
    if (application.amount === reauthenticationLoanAmount && !codes.reauthenticationCode) {
      return this.answer('POST', PersonalLoansPaths.apply, () => {
        throw refuse('0004', 'Re-authentication required.', 200);
      });
    }
    const seen = this.byKey.get(key);
    // A repeated key: the bank answers again with what the first call gave.
    if (seen) return toApplied(this.wire.record('POST', PersonalLoansPaths.apply, structuredClone(seen), 201));
    const answer = this.answer('POST', PersonalLoansPaths.apply, () => this.payOut(application), 201);
    this.byKey.set(key, answer);
    return toApplied(answer);
  }

  /** Pays the loan out as LoanOps.apply does: a loan account, the money into the chosen account. */
  private payOut(application: Loan.LoanApplication): AppliedAnswer {
    const { applicationId } = application;
    const app = this.application(applicationId);
    if (app.applied) throw refuse('LOAN_ALREADY_APPLIED', 'This loan has already been set up.');
    if (app.decision !== 'ACCEPTED') throw refuse('LOAN_NOT_ACCEPTED', 'This application has no offer to accept.');
    const into = this.held.find((a) => a.id === application.accountId);
    if (!into) throw refuse('LDG_UNKNOWN_ACCOUNT', `No account ${application.accountId} for this customer.`, 404);
    const n = this.held.filter((a) => a.summary.category === 'LOAN').length + 1;
    const { amount, monthlyRepayment, termMonths } = app.quotation;
    const sortCode = into.summary.sortCode ?? '';
    const loan = account(`PL-LN-${String(n).padStart(6, '0')}`, 'Personal Loan', `71${String(n).padStart(6, '0')}`, -amount, 'LOAN', sortCode);
    this.held = [...this.held.map((a) => (a.id === into.id ? { ...a, summary: { ...a.summary, balance: a.summary.balance + amount } } : a)), loan];
    app.quotation.status = 'APPLIED';
    app.applied = {
      header: ok,
      payload: {
        applicationId,
        loanAccountId: loan.id,
        loanAccountNumber: loan.summary.number ?? '',
        sortCode,
        amount,
        paidIntoAccountId: into.id,
        monthlyRepayment,
        termMonths,
        firstRepaymentDate: '2026-12-25',
        withdrawalEndDate: '2026-12-09',
        agreementDocumentId: `DOC-${applicationId}`,
        agreementUrl: `/gateway/api/v1/personal-loans/applications/${applicationId}/agreement/pdf`,
      },
      messages: [],
    };
    return app.applied;
  }
}
