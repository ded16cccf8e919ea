import { wrongCodeRefusal } from './wrong-code.refusal';
import { HttpFailure } from '../http/http-client';
import type { SigningCodesToSend } from '../../core/signing/signing-codes';
import { injectable } from 'inversify';
import type { Pence } from '../../core/accounts/money';
import type { Affordability, ApplicantDetails } from '../../core/products/cards/applicant.rules';
import type {
  ApplicationStatus, ListedApplication, CardDecided, CardEligibility, CardOffer, CardOptions, CardProduct, PreEligibility, RepaymentAccount, SignedCard, UnsignedAgreement,
} from '../../core/products/cards/credit-card';
import { monthlyAffordability } from '../../core/products/lending/income-after-tax';
import { surplusVerdict } from '../../core/products/lending/living-costs.rules';
import type { CreditCardsPort } from '../../core/products/cards/credit-cards.port';
import { CreditCardPaths } from '../products/cards/http-credit-cards.adapter';
import {
  toAgreementHtml, toApplicationId, toApplications, toApplicationStatus, toDecision, toOffer, toOptionsDto, toPreEligibility, toProducts, toRepaymentAccounts, toSignedCard,
} from '../products/cards/credit-cards.mapper';
import { WireAnswers, type WireSchemas } from './wire-answers';

const pdf = () => new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });

type OfferWire = WireSchemas['GetV1CreditCardsApplicationsByApplicationIdOffersAnswer']['payload']['offer'];
type ApplicantWire = WireSchemas['GetV1CreditCardsApplicationsByApplicationIdOffersAnswer']['payload']['applicant'];

interface FakeApplication {
  productId: string;
  requestedLimit: Pence;
  details?: ApplicantDetails & Affordability;
  offer?: OfferWire;
  options?: CardOptions;
  card?: SignedCard;
}

/** GET /v1/credit-cards: the two cards, as the bank lists them. */
export const cardProductsAnswer = (): WireSchemas['GetV1CreditCardsAnswer'] => ({
  payload: [
    {
      productId: 'EVERYDAY', name: 'Everyday Credit Card', summary: 'For everyday spending, with one simple rate.', purchaseRate: 2290, representativeApr: 2550,
      variable: true, annualFee: 0, minimumLimit: 50000, maximumLimit: 1000000, balanceTransfer: null,
    },
    {
      productId: 'BALANCE_TRANSFER', name: 'Balance Transfer Card', summary: 'Move a balance from another card and pay no interest on it for 20 months.',
      purchaseRate: 2290, representativeApr: 2550, variable: true, annualFee: 0, minimumLimit: 50000, maximumLimit: 1000000,
      balanceTransfer: { rate: 0, months: 20, feePercent: 300 },
    },
  ],
  messages: [],
});

/** GET /v1/credit-cards/accounts: the accounts list; the mapper keeps the current accounts. */
const repaymentAccountsAnswer = (): WireSchemas['GetV1CreditCardsAccountsAnswer'] => ({
  payload: [
    {
      id: 'HK-CUR-001', name: 'Current Account', links: [],
      summary: {
        balance: 123456, availableBalance: 173456, limit: 50000, overdraftBalance: 0, balanceDate: '2026-11-22', sortCode: '401276', number: '41234567',
        creditCardNumber: null, productType: 'CURRENT_ACCOUNT', category: 'Current', subCategory: 'Standard Current',
      },
      displayConfig: { displayOverdraft: true, displayAvailableBalance: true, displayCreditLimit: false },
      moveMoney: { canTransferFrom: true, canTransferTo: true, canPay: true },
    },
  ],
  messages: [],
});

const ok = { statusCode: '0000' };

/**
 * The demo bank's card rules in memory (README 'The demo bank: credit cards'): income under £10,000
 * declined, costs of half the monthly income or more referred, else offered up to £2,500 (demo.hardkey's
 * cap). Each change is carried out once per key: a repeated key returns what the first gave. Every
 * answer is built as the bank's JSON, recorded in `wire` and read by the HTTP adapter's mapper
 * (docs/api/fakes.md).
 */
/** The demo bank's requested limit that it answers 0004 to until a Re-authentication Security Code comes (docs/demo-bank.md). */
export const reauthenticationLimit = 400_400;
/** The requested limit (£4,040) whose agreement the demo bank holds at signing for a Re-authentication Security Code. */
export const reauthenticationAtSigningLimit = 404_000;

@injectable()
export class FakeCreditCards implements CreditCardsPort {
  readonly wire = new WireAnswers();
  readonly keys: string[] = [];
  /** Every start of an application as sent: its key and codes (a Re-authentication Security Code after 0004). */
  readonly applicationCodes: { key: string; codes: SigningCodesToSend }[] = [];
  /** Every signing as sent: its key and codes (a Re-authentication Security Code after 0004). */
  readonly signingCodes: { key: string; codes: SigningCodesToSend }[] = [];
  private readonly held = new Map<string, FakeApplication>();
  private readonly answers = new Map<string, unknown>();
  private next = 1;

  readonly cards: CardProduct[] = toProducts(this.wire.record('GET', CreditCardPaths.products, cardProductsAnswer()));

  private once<T>(key: string, change: () => T): T {
    if (this.answers.has(key)) return this.answers.get(key) as T;
    this.keys.push(key);
    const answer = change();
    this.answers.set(key, answer);
    return answer;
  }

  private get(id: string): FakeApplication {
    const found = this.held.get(id);
    if (!found) throw new Error(`No application ${id}`);
    return found;
  }

  private productName(a: FakeApplication): string {
    return this.cards.find((c) => c.id === a.productId)?.name ?? '';
  }

  private applicant(a: FakeApplication): { applicant: ApplicantWire } | Record<string, never> {
    const d = a.details;
    if (!d) return {};
    const { employmentStatus, annualIncome, monthlyHousingCosts, monthlyCreditCommitments, dependants, sharesLivingCosts, monthlyLivingCosts } = d;
    const own = monthlyLivingCosts === undefined ? {} : { monthlyLivingCosts };
    const shares = sharesLivingCosts === undefined ? {} : { sharesLivingCosts };
    return { applicant: { employmentStatus, annualIncome, monthlyHousingCosts, monthlyCreditCommitments, dependants, ...shares, ...own } };
  }

  async preEligibility(): Promise<PreEligibility> {
    const answer: WireSchemas['GetV1CreditCardsPreEligibilityAnswer'] = { payload: { eligible: true, reason: null }, messages: [] };
    return toPreEligibility(this.wire.record('GET', CreditCardPaths.preEligibility, answer));
  }

  async products(): Promise<CardProduct[]> {
    return this.cards;
  }

  async eligibility(): Promise<CardEligibility> {
    const answer: WireSchemas['PostV1CreditCardsEligibilityAnswer'] = { payload: { likely: true }, messages: [] };
    return { likely: this.wire.record('POST', CreditCardPaths.eligibility, answer).payload.likely };
  }

  async startApplication(productId: string, requestedLimit: Pence, key: string, codes: SigningCodesToSend = {}): Promise<{ applicationId: string }> {
    this.applicationCodes.push({ key, codes });
    // As the demo bank: an application for a limit of £4,004 is held for a Re-authentication Security Code; nothing kept under the key.
    if (requestedLimit === reauthenticationLimit && !codes.reauthenticationCode) {
      const failure = { code: '0004', description: 'Re-authentication required.', status: 200 };
      this.wire.recordFailure('POST', CreditCardPaths.applications, failure);
      throw new HttpFailure(failure);
    }
    return this.once(key, () => {
      const applicationId = `CCA${String(this.next++).padStart(6, '0')}`;
      this.held.set(applicationId, { productId, requestedLimit });
      const answer: WireSchemas['PostV1CreditCardsApplications201Answer'] = { header: ok, payload: { applicationId, status: 'STARTED' }, messages: [] };
      return toApplicationId(this.wire.record('POST', CreditCardPaths.applications, answer, 201));
    });
  }

  async applicantDetails(applicationId: string, details: ApplicantDetails & Affordability, key: string): Promise<void> {
    this.once(key, () => {
      this.get(applicationId).details = details;
      this.wire.record('POST', CreditCardPaths.applicantDetails(applicationId), undefined, 204);
    });
  }

  async decide(applicationId: string, key: string): Promise<CardDecided> {
    return this.once(key, () => {
      const decision = this.decision(applicationId);
      const answer: WireSchemas['PostV1CreditCardsApplicationsByApplicationIdDecisionsAnswer'] = { header: ok, payload: { applicationId, decision }, messages: [] };
      return toDecision(this.wire.record('POST', CreditCardPaths.decisions(applicationId), answer));
    });
  }

  private decision(applicationId: string): 'ACCEPTED' | 'REFERRED' | 'DECLINED' {
    const application = this.get(applicationId);
    const d = application.details;
    if (!d || d.annualIncome < 1000000) return 'DECLINED';
    if ((d.monthlyHousingCosts + d.monthlyCreditCommitments) * 2 >= d.annualIncome / 12) return 'REFERRED';
    // As CardOps.leftAfterTax: after tax, essential spending and a 36th of the limit a month; under £200 left is referred.
    const month = monthlyAffordability({ ...d, monthlyCreditCosts: d.monthlyCreditCommitments }, Math.round(application.requestedLimit / 36));
    if (surplusVerdict(month.leftEachMonth) === 'refer') return 'REFERRED';
    const product = this.cards.find((c) => c.id === application.productId) ?? this.cards[0];
    application.offer = {
      productName: product?.name ?? '', requestedLimit: application.requestedLimit, creditLimit: Math.min(application.requestedLimit, 250000),
      purchaseRate: 2290, apr: 2550, variable: true, balanceTransfer: product?.balanceTransfer ?? null,
    };
    return 'ACCEPTED';
  }

  async offer(applicationId: string): Promise<CardOffer> {
    const application = this.get(applicationId);
    const { offer, details } = application;
    if (!offer || !details) throw new Error('No offer');
    const answer: WireSchemas['GetV1CreditCardsApplicationsByApplicationIdOffersAnswer'] = {
      payload: {
        applicationId, productId: application.productId, productName: this.productName(application), requestedLimit: application.requestedLimit,
        status: 'ACCEPTED', applicant: { ...(this.applicant(application) as { applicant: ApplicantWire }).applicant }, offer,
      },
      messages: [],
    };
    return toOffer(this.wire.record('GET', CreditCardPaths.offers(applicationId), answer));
  }

  async applications(): Promise<ListedApplication[]> {
    const answer: WireSchemas['GetV1CreditCardsApplicationsAnswer'] = {
      payload: {
        applications: [...this.held.entries()].map(([applicationId, a]) => ({
          applicationId, productId: a.productId, productName: this.productName(a), requestedLimit: a.requestedLimit,
          status: a.card ? 'SIGNED' : a.options ? 'OPTIONS' : a.offer ? 'ACCEPTED' : a.details ? 'DETAILS' : 'STARTED',
          ...this.applicant(a),
          ...(a.offer ? { offer: a.offer } : {}),
        })),
      },
      messages: [],
    };
    return toApplications(this.wire.record('GET', CreditCardPaths.applications, answer));
  }

  async applicationStatus(applicationId: string): Promise<ApplicationStatus> {
    const a = this.get(applicationId);
    const answer: WireSchemas['GetV1CreditCardsApplicationsByApplicationIdAnswer'] = {
      payload: {
        applicationId, productId: a.productId, productName: this.productName(a), requestedLimit: a.requestedLimit,
        status: a.card ? 'SIGNED' : a.options ? 'OPTIONS' : 'ACCEPTED',
        ...this.applicant(a),
        ...(a.offer ? { offer: a.offer } : {}),
        ...(a.options ? { options: { ...toOptionsDto(a.options), repaymentAccountName: 'Current Account' } } : {}),
        ...(a.card ? { card: a.card, signedOn: '2026-11-25' } : {}),
      },
      messages: [],
    };
    return toApplicationStatus(this.wire.record('GET', CreditCardPaths.application(applicationId), answer));
  }

  async repaymentAccounts(): Promise<RepaymentAccount[]> {
    return toRepaymentAccounts(this.wire.record('GET', CreditCardPaths.accounts, repaymentAccountsAnswer()));
  }

  async chooseOptions(applicationId: string, options: CardOptions, key: string): Promise<void> {
    this.once(key, () => {
      this.get(applicationId).options = options;
      this.wire.record('PATCH', CreditCardPaths.application(applicationId), undefined, 204);
    });
  }

  private agreementHtml(path: string, applicationId: string, html: string): string {
    const answer: WireSchemas['GetV1CreditCardsApplicationsByApplicationIdAgreementsUnsignedAnswer'] = { header: ok, payload: { applicationId, html }, messages: [] };
    return toAgreementHtml(this.wire.record('GET', path, answer));
  }

  async preContractInformation(applicationId: string): Promise<UnsignedAgreement> {
    const html = '<h1>Pre-contract credit information</h1><p>Running-account credit: a credit card. Credit limit £2,500.00.</p>';
    return { html: this.agreementHtml(CreditCardPaths.preContractHtml(applicationId), applicationId, html), pdf: pdf() };
  }

  async unsignedAgreement(applicationId: string): Promise<UnsignedAgreement> {
    const html = '<h2>Credit Card Agreement regulated by the Consumer Credit Act 1974</h2><p>Your right to withdraw: 14 days.</p>';
    return { html: this.agreementHtml(CreditCardPaths.unsignedHtml(applicationId), applicationId, html), pdf: pdf() };
  }

  async sign(applicationId: string, key: string, codes: SigningCodesToSend = {}): Promise<SignedCard> {
    this.signingCodes.push({ key, codes });
    const path = CreditCardPaths.agreements(applicationId);
    // As the demo bank: a wrong code is refused and £4,040's agreement is held until its code comes; nothing kept under the key.
    const failure = wrongCodeRefusal({ reauthenticationCode: codes.reauthenticationCode });
    if (failure) {
      this.wire.recordFailure('POST', path, failure);
      throw new HttpFailure(failure);
    }
    if (this.get(applicationId).requestedLimit === reauthenticationAtSigningLimit && !codes.reauthenticationCode) {
      const failure = { code: '0004', description: 'Re-authentication required.', status: 200 };
      this.wire.recordFailure('POST', path, failure);
      throw new HttpFailure(failure);
    }
    return this.once(key, () => {
      const answer: WireSchemas['PostV1CreditCardsApplicationsByApplicationIdAgreements201Answer'] = {
        header: ok,
        payload: { accountId: 'HK-CC-N000001', lastFour: '0001', arrivesBy: '2026-12-02', withdrawalEnds: '2026-12-09' },
        messages: [],
      };
      const card = toSignedCard(this.wire.record('POST', CreditCardPaths.agreements(applicationId), answer, 201));
      this.get(applicationId).card = card;
      return card;
    });
  }

  async signedAgreement(): Promise<Blob> {
    return pdf();
  }
}
