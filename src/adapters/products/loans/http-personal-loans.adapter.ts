import { inject, injectable } from 'inversify';
import type { PersonalLoansPort } from '../../../core/products/loans/personal-loans.port';
import type * as Loan from '../../../core/products/loans/personal-loan';
import { ErrorCodes, genericPanelMessage } from '../../../core/shared/error-codes';
import { AppConfig } from '../../../core/shared/app-config';
import { HttpClient, HttpFailure } from '../../http/http-client';
import type { ApplyRequestDto, CustomerDetailsDto, QuotationRequestDto } from './personal-loans.dto';
import { toAffordability, toAgreement, toApplied, toDecision, toEligibility, toPayoutAccounts, toQuote, toSummary } from './personal-loans.mapper';
import { idSegment } from '../../http/id-segment';
import { reauthenticationOf } from '../../http/reauthentication-field';
import type { SigningCodesToSend } from '../../../core/signing/signing-codes';

/** The personal loan paths under apiBase (docs/api/lending.md); apply is on the origination path. */
export const PersonalLoansPaths = {
  eligibility: '/v1/personal-loans/eligibility',
  quotations: '/v1/personal-loans/quotations',
  customerDetails: (id: string) => `/v1/personal-loans/applications/${idSegment(id)}/customer-details`,
  affordability: (id: string) => `/v1/personal-loans/applications/${idSegment(id)}/affordability`,
  applySummary: (id: string) => `/v1/personal-loans/applications/${idSegment(id)}/apply-summary`,
  secci: (id: string) => `/v1/personal-loans/applications/${idSegment(id)}/secci`,
  agreement: (id: string) => `/v1/personal-loans/applications/${idSegment(id)}/agreement`,
  agreementPdf: (id: string) => `/v1/personal-loans/applications/${idSegment(id)}/agreement/pdf`,
  accounts: '/v1/personal-loans/accounts',
  decision: (id: string) => `/v1/personal-loans/applications/${idSegment(id)}/decision`,
  apply: '/v1/origination/personal-loan-apply',
} as const;

const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' && value !== null && typeof (value as Blob).size === 'number' && typeof (value as Blob).slice === 'function';

/** PersonalLoansPort over the JSON gateway: reads retry as every GET does; apply goes once with the journey's key. */
@injectable()
export class HttpPersonalLoansAdapter implements PersonalLoansPort {
  constructor(
    @inject(HttpClient) private readonly http: Pick<HttpClient, 'get' | 'post'>,
    @inject(AppConfig) private readonly config: Pick<AppConfig, 'apiBase'>,
  ) {}

  private url(path: string): string {
    return `${this.config.apiBase}${path}`;
  }

  async eligibility(): Promise<Loan.LoanEligibility> {
    return toEligibility(await this.http.get<unknown>(this.url(PersonalLoansPaths.eligibility)));
  }

  async quote(request: Loan.LoanRequest): Promise<Loan.LoanQuote> {
    const body: QuotationRequestDto = { amount: request.amount, termMonths: request.termMonths, purpose: request.purpose };
    return toQuote(await this.http.post<unknown>(this.url(PersonalLoansPaths.quotations), body));
  }

  async customerDetails(applicationId: string, details: Loan.LoanCustomerDetails): Promise<void> {
    const body: CustomerDetailsDto = { ...details };
    await this.http.post<unknown>(this.url(PersonalLoansPaths.customerDetails(applicationId)), body);
  }

  async affordability(applicationId: string): Promise<Loan.LoanAffordability> {
    return toAffordability(await this.http.post<unknown>(this.url(PersonalLoansPaths.affordability(applicationId)), {}));
  }

  async summary(applicationId: string): Promise<Loan.LoanSummary> {
    return toSummary(await this.http.get<unknown>(this.url(PersonalLoansPaths.applySummary(applicationId))));
  }

  secci(applicationId: string): Promise<Blob> {
    return this.pdf(PersonalLoansPaths.secci(applicationId));
  }

  async agreement(applicationId: string): Promise<Loan.LoanAgreement> {
    const [answer, pdf] = await Promise.all([
      this.http.get<unknown>(this.url(PersonalLoansPaths.agreement(applicationId))),
      this.pdf(PersonalLoansPaths.agreementPdf(applicationId)),
    ]);
    return { ...toAgreement(answer), pdf };
  }

  private async pdf(path: string): Promise<Blob> {
    const data = await this.http.get<unknown>(this.url(path), {
      responseType: 'blob',
      headers: { Accept: 'application/pdf' },
    });
    if (!isBlob(data) || data.size === 0) throw new HttpFailure({ code: ErrorCodes.generic, description: genericPanelMessage(ErrorCodes.generic) });
    return data.type === 'application/pdf' ? data : new Blob([data], { type: 'application/pdf' });
  }

  async accounts(): Promise<Loan.PayoutAccount[]> {
    return toPayoutAccounts(await this.http.get<unknown>(this.url(PersonalLoansPaths.accounts)));
  }

  async decision(applicationId: string): Promise<Loan.LoanDecided> {
    return toDecision(await this.http.post<unknown>(this.url(PersonalLoansPaths.decision(applicationId)), {}));
  }

  async apply(application: Loan.LoanApplication, idempotencyKey: string, codes: SigningCodesToSend = {}): Promise<Loan.LoanApplied> {
    const body: ApplyRequestDto = { ...application, agreed: true, ...reauthenticationOf(codes) };
    return toApplied(await this.http.post<unknown>(this.url(PersonalLoansPaths.apply), body, { idempotencyKey }));
  }
}
