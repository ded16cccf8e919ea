import { inject, injectable } from 'inversify';
import type { SavingsPort, SavingsProductKind } from '../../../core/products/savings/savings.port';
import type * as Savings from '../../../core/products/savings/savings';
import { AppConfig } from '../../../core/shared/app-config';
import { ErrorCodes, genericPanelMessage } from '../../../core/shared/error-codes';
import { HttpClient, HttpFailure } from '../../http/http-client';
import type { CashIsaApplicationDto, IsaDetailsCheckRequestDto, RegularSaverApplicationDto } from './savings.dto';
import {
  toApplicantDetails,
  toCashIsaOpened,
  toCashIsaProduct,
  toCashIsaStanding,
  toCountries,
  toIsaDetailsCheck,
  toNationalities,
  toProductDocuments,
  toRegularSaverEligibility,
  toRegularSaverOpened,
  toSourceAccounts,
} from './savings.mapper';
import { idSegment } from '../../http/id-segment';
import { reauthenticationOf } from '../../http/reauthentication-field';
import type { SigningCodesToSend } from '../../../core/signing/signing-codes';

/** The savings paths under apiBase (docs/api/savings.md). */
export const SavingsPaths = {
  regularSaverEligibility: '/v1/products/regular-saver/eligibility',
  sourceAccounts: (product: SavingsProductKind) => `/v1/products/${product}/source-accounts`,
  countryCodes: '/v1/products/country-codes',
  nationalityCodes: '/v1/products/country-nationality-codes',
  regularSaverApplications: '/v1/products/regular-saver/applications',
  cashIsaProduct: '/v1/products/cash-isa/product-information',
  cashIsaEligibility: '/v1/products/cash-isa/eligibility',
  cashIsaApplicant: '/v1/products/cash-isa/applicant-details',
  cashIsaApplications: '/v1/products/cash-isa/applications',
  documents: (product: SavingsProductKind) => `/v1/products/${product}/documents`,
  documentPdf: (product: SavingsProductKind, id: string) => `/v1/products/${product}/documents/${idSegment(id)}/pdf`,
} as const;

/** SavingsPort over the JSON gateway: reads retry as every GET does; an application goes once with the journey's key. */
@injectable()
export class HttpSavingsAdapter implements SavingsPort {
  constructor(
    @inject(HttpClient) private readonly http: Pick<HttpClient, 'get' | 'post'>,
    @inject(AppConfig) private readonly config: Pick<AppConfig, 'apiBase'>,
  ) {}

  private url(path: string): string {
    return `${this.config.apiBase}${path}`;
  }

  private read(path: string): Promise<unknown> {
    return this.http.get<unknown>(this.url(path));
  }

  async regularSaverEligibility(): Promise<Savings.RegularSaverEligibility> {
    return toRegularSaverEligibility(await this.read(SavingsPaths.regularSaverEligibility));
  }

  async sourceAccounts(product: SavingsProductKind): Promise<Savings.SourceAccount[]> {
    return toSourceAccounts(await this.read(SavingsPaths.sourceAccounts(product)));
  }

  async countryCodes(): Promise<Savings.Country[]> {
    return toCountries(await this.read(SavingsPaths.countryCodes));
  }

  async nationalityCodes(): Promise<Savings.Nationality[]> {
    return toNationalities(await this.read(SavingsPaths.nationalityCodes));
  }

  async applyForRegularSaver(a: Savings.RegularSaverApplication, idempotencyKey: string, codes: SigningCodesToSend = {}): Promise<Savings.RegularSaverOpened> {
    const body: RegularSaverApplicationDto = {
      monthlyAmount: a.monthlyAmount,
      paymentDay: a.paymentDay,
      fromAccountId: a.fromAccountId,
      nationality: a.nationality,
      countryOfTaxResidence: a.taxResidence,
      declarationAccepted: true,
      ...reauthenticationOf(codes),
    };
    return toRegularSaverOpened(await this.http.post<unknown>(this.url(SavingsPaths.regularSaverApplications), body, { idempotencyKey }));
  }

  async cashIsaProduct(): Promise<Savings.CashIsaProduct> {
    return toCashIsaProduct(await this.read(SavingsPaths.cashIsaProduct));
  }

  async cashIsaEligibility(): Promise<Savings.CashIsaStanding> {
    return toCashIsaStanding(await this.read(SavingsPaths.cashIsaEligibility));
  }

  /** A POST so that the National Insurance number never sits in an address (logs, history); it changes nothing. */
  async checkIsaDetails(nationalInsuranceNumber: string): Promise<Savings.IsaDetailsCheck> {
    return toIsaDetailsCheck(await this.http.post<unknown>(this.url(SavingsPaths.cashIsaEligibility), { nationalInsuranceNumber } satisfies IsaDetailsCheckRequestDto));
  }

  async applicantDetails(): Promise<Savings.ApplicantDetails> {
    return toApplicantDetails(await this.read(SavingsPaths.cashIsaApplicant));
  }

  async applyForCashIsa(a: Savings.CashIsaApplication, idempotencyKey: string, codes: SigningCodesToSend = {}): Promise<Savings.CashIsaOpened> {
    const body: CashIsaApplicationDto = {
      nationalInsuranceNumber: a.nationalInsuranceNumber,
      firstDeposit: a.firstDeposit,
      fromAccountId: a.fromAccountId,
      taxYear: a.taxYear,
      declarationAccepted: true,
      fscsInformationSheetAcknowledged: true,
      ...reauthenticationOf(codes),
    };
    return toCashIsaOpened(await this.http.post<unknown>(this.url(SavingsPaths.cashIsaApplications), body, { idempotencyKey }));
  }

  async productDocuments(product: SavingsProductKind): Promise<Savings.ProductDocument[]> {
    const docs = toProductDocuments(await this.read(SavingsPaths.documents(product)));
    const pdfs = await Promise.all(docs.map((d) => this.pdf(SavingsPaths.documentPdf(product, d.id))));
    return docs.map((d, i) => ({ ...d, pdf: pdfs[i] as Blob }));
  }

  private async pdf(path: string): Promise<Blob> {
    const data = await this.http.get<unknown>(this.url(path), { responseType: 'blob', headers: { Accept: 'application/pdf' } });
    const isBlob = typeof data === 'object' && data !== null && typeof (data as Blob).size === 'number' && typeof (data as Blob).slice === 'function';
    if (!isBlob || (data as Blob).size === 0) throw new HttpFailure({ code: ErrorCodes.generic, description: genericPanelMessage(ErrorCodes.generic) });
    return (data as Blob).type === 'application/pdf' ? (data as Blob) : new Blob([data as Blob], { type: 'application/pdf' });
  }
}
