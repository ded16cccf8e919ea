import { inject, injectable } from 'inversify';
import type { Pence } from '../../../core/accounts/money';
import type { Affordability, ApplicantDetails } from '../../../core/products/cards/applicant.rules';
import type { ApplicationStatus, ListedApplication, CardDecided, CardEligibility, CardOffer, CardOptions, CardProduct, PreEligibility, RepaymentAccount, SignedCard, UnsignedAgreement } from '../../../core/products/cards/credit-card';
import type { CreditCardsPort } from '../../../core/products/cards/credit-cards.port';
import { AppConfig } from '../../../core/shared/app-config';
import { ErrorCodes, genericPanelMessage } from '../../../core/shared/error-codes';
import { HttpClient, HttpFailure } from '../../http/http-client';
import { fieldsOf } from '../../http/wire-types';
import type { ApplicantDetailsDto, EligibilityDto, EligibilityRequestDto, SignAgreementDto, StartApplicationDto } from './credit-cards.dto';
import {
  toAgreementHtml, toApplicationId, toApplications, toApplicationStatus, toDecision, toOffer, toOptionsDto, toPreEligibility, toProducts, toRepaymentAccounts, toSignedCard,
} from './credit-cards.mapper';
import { idSegment } from '../../http/id-segment';
import { reauthenticationOf } from '../../http/reauthentication-field';
import type { SigningCodesToSend } from '../../../core/signing/signing-codes';

const application = (id: string) => `/v1/credit-cards/applications/${idSegment(id)}`;

/** The credit card paths under apiBase (docs/api/credit-cards.md). */
export const CreditCardPaths = {
  products: '/v1/credit-cards',
  preEligibility: '/v1/credit-cards/pre-eligibility',
  eligibility: '/v1/credit-cards/eligibility',
  accounts: '/v1/credit-cards/accounts',
  applications: '/v1/credit-cards/applications',
  application,
  applicantDetails: (id: string) => `${application(id)}/applicant-details`,
  decisions: (id: string) => `${application(id)}/decisions`,
  offers: (id: string) => `${application(id)}/offers`,
  agreements: (id: string) => `${application(id)}/agreements`,
  preContractHtml: (id: string) => `${application(id)}/pre-contract-information`,
  preContractPdf: (id: string) => `${application(id)}/pre-contract-information/pdf`,
  unsignedHtml: (id: string) => `${application(id)}/agreements/unsigned`,
  unsignedPdf: (id: string) => `${application(id)}/agreements/unsigned/pdf`,
  signedPdf: (id: string) => `${application(id)}/agreements/signed/pdf`,
} as const;

const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' && value !== null && typeof (value as Blob).size === 'number' && typeof (value as Blob).slice === 'function';

/** CreditCardsPort over the JSON gateway: reads retry as every GET does; changes go once with their key. */
@injectable()
export class HttpCreditCardsAdapter implements CreditCardsPort {
  constructor(
    @inject(HttpClient) private readonly http: Pick<HttpClient, 'get' | 'post' | 'patch'>,
    @inject(AppConfig) private readonly config: Pick<AppConfig, 'apiBase'>,
  ) {}

  private url(path: string): string {
    return `${this.config.apiBase}${path}`;
  }

  async preEligibility(): Promise<PreEligibility> {
    return toPreEligibility(await this.http.get<unknown>(this.url(CreditCardPaths.preEligibility)));
  }

  async products(): Promise<CardProduct[]> {
    return toProducts(await this.http.get<unknown>(this.url(CreditCardPaths.products)));
  }

  async eligibility(productId: string, requestedLimit: Pence): Promise<CardEligibility> {
    const answer = await this.http.post<unknown>(this.url(CreditCardPaths.eligibility), { productId, requestedLimit } satisfies EligibilityRequestDto);
    // Read by the document's field names (a misspelt one does not compile), then checked.
    const payload = fieldsOf<EligibilityDto>(fieldsOf<{ payload: unknown }>(answer)?.payload);
    if (typeof payload?.likely !== 'boolean') throw new HttpFailure({ code: ErrorCodes.generic, description: genericPanelMessage(ErrorCodes.generic) });
    return { likely: payload.likely };
  }

  async startApplication(productId: string, requestedLimit: Pence, idempotencyKey: string, codes: SigningCodesToSend = {}): Promise<{ applicationId: string }> {
    const body: StartApplicationDto = { productId, requestedLimit, ...reauthenticationOf(codes) };
    return toApplicationId(await this.http.post<unknown>(this.url(CreditCardPaths.applications), body, { idempotencyKey }));
  }

  async applicantDetails(applicationId: string, details: ApplicantDetails & Affordability, idempotencyKey: string): Promise<void> {
    const body: ApplicantDetailsDto = { ...details };
    await this.http.post<unknown>(this.url(CreditCardPaths.applicantDetails(applicationId)), body, { idempotencyKey });
  }

  async decide(applicationId: string, idempotencyKey: string): Promise<CardDecided> {
    return toDecision(await this.http.post<unknown>(this.url(CreditCardPaths.decisions(applicationId)), {}, { idempotencyKey }));
  }

  async offer(applicationId: string): Promise<CardOffer> {
    return toOffer(await this.http.get<unknown>(this.url(CreditCardPaths.offers(applicationId))));
  }

  async applications(): Promise<ListedApplication[]> {
    return toApplications(await this.http.get<unknown>(this.url(CreditCardPaths.applications)));
  }

  async applicationStatus(applicationId: string): Promise<ApplicationStatus> {
    return toApplicationStatus(await this.http.get<unknown>(this.url(CreditCardPaths.application(applicationId))));
  }

  async repaymentAccounts(): Promise<RepaymentAccount[]> {
    return toRepaymentAccounts(await this.http.get<unknown>(this.url(CreditCardPaths.accounts)));
  }

  async chooseOptions(applicationId: string, options: CardOptions, idempotencyKey: string): Promise<void> {
    await this.http.patch<unknown>(this.url(CreditCardPaths.application(applicationId)), toOptionsDto(options), { idempotencyKey });
  }

  async preContractInformation(applicationId: string): Promise<UnsignedAgreement> {
    const [html, pdf] = await Promise.all([
      this.http.get<unknown>(this.url(CreditCardPaths.preContractHtml(applicationId))).then(toAgreementHtml),
      this.pdf(CreditCardPaths.preContractPdf(applicationId)),
    ]);
    return { html, pdf };
  }

  async unsignedAgreement(applicationId: string): Promise<UnsignedAgreement> {
    const [html, pdf] = await Promise.all([
      this.http.get<unknown>(this.url(CreditCardPaths.unsignedHtml(applicationId))).then(toAgreementHtml),
      this.pdf(CreditCardPaths.unsignedPdf(applicationId)),
    ]);
    return { html, pdf };
  }

  async sign(applicationId: string, idempotencyKey: string, codes: SigningCodesToSend = {}): Promise<SignedCard> {
    const body: SignAgreementDto = { ...reauthenticationOf(codes) };
    return toSignedCard(await this.http.post<unknown>(this.url(CreditCardPaths.agreements(applicationId)), body, { idempotencyKey }));
  }

  signedAgreement(applicationId: string): Promise<Blob> {
    return this.pdf(CreditCardPaths.signedPdf(applicationId));
  }

  private async pdf(path: string): Promise<Blob> {
    const data = await this.http.get<unknown>(this.url(path), { responseType: 'blob', headers: { Accept: 'application/pdf' } });
    if (!isBlob(data) || data.size === 0) throw new HttpFailure({ code: ErrorCodes.generic, description: genericPanelMessage(ErrorCodes.generic) });
    // Typed here so the viewer and a download treat it as a PDF whatever Content-Type the gateway sent.
    return data.type === 'application/pdf' ? data : new Blob([data], { type: 'application/pdf' });
  }
}
