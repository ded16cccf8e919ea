import { injectable } from 'inversify';
import type { Pence } from '../../core/accounts/money';
import type { Affordability, ApplicantDetails } from '../../core/products/cards/applicant.rules';
import type {
  ApplicationStatus, ListedApplication, CardDecision, CardEligibility, CardOffer, CardOptions, CardProduct, PreEligibility, RepaymentAccount, SignedCard, UnsignedAgreement,
} from '../../core/products/cards/credit-card';
import { monthlyAffordability } from '../../core/products/lending/income-after-tax';
import type { CreditCardsPort } from '../../core/products/cards/credit-cards.port';

const pdf = () => new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });

interface FakeApplication {
  productId: string;
  requestedLimit: Pence;
  details?: ApplicantDetails & Affordability;
  offer?: CardOffer;
  options?: CardOptions;
  card?: SignedCard;
}

/**
 * The demo bank's card rules in memory (README 'The demo bank: credit cards'): income under £10,000
 * declined, costs of half the monthly income or more referred, else offered up to £2,500 (demo.hardkey's
 * cap). Each change is carried out once per key: a repeated key returns what the first gave.
 */
@injectable()
export class FakeCreditCards implements CreditCardsPort {
  readonly keys: string[] = [];
  private readonly held = new Map<string, FakeApplication>();
  private readonly answers = new Map<string, unknown>();
  private next = 1;

  readonly cards: CardProduct[] = [
    {
      id: 'EVERYDAY', name: 'Everyday Credit Card', summary: 'For everyday spending, with one simple rate.', purchaseRate: 2290, representativeApr: 2550,
      variable: true, annualFee: 0, limits: { minimum: 50000, maximum: 1000000 }, balanceTransfer: null,
    },
    {
      id: 'BALANCE_TRANSFER', name: 'Balance Transfer Card', summary: 'Move a balance from another card and pay no interest on it for 20 months.',
      purchaseRate: 2290, representativeApr: 2550, variable: true, annualFee: 0, limits: { minimum: 50000, maximum: 1000000 },
      balanceTransfer: { rate: 0, months: 20, feePercent: 300 },
    },
  ];

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

  async preEligibility(): Promise<PreEligibility> {
    return { eligible: true, reason: null };
  }

  async products(): Promise<CardProduct[]> {
    return this.cards;
  }

  async eligibility(): Promise<CardEligibility> {
    return { likely: true };
  }

  async startApplication(productId: string, requestedLimit: Pence, key: string): Promise<{ applicationId: string }> {
    return this.once(key, () => {
      const applicationId = `CCA${String(this.next++).padStart(6, '0')}`;
      this.held.set(applicationId, { productId, requestedLimit });
      return { applicationId };
    });
  }

  async applicantDetails(applicationId: string, details: ApplicantDetails & Affordability, key: string): Promise<void> {
    this.once(key, () => void (this.get(applicationId).details = details));
  }

  async decide(applicationId: string, key: string): Promise<CardDecision['kind']> {
    return this.once(key, () => {
      const application = this.get(applicationId);
      const d = application.details;
      if (!d || d.annualIncome < 1000000) return 'declined';
      if ((d.monthlyHousingCosts + d.monthlyCreditCommitments) * 2 >= d.annualIncome / 12) return 'referred';
      // As CardOps.leftAfterTax: after tax, essential spending and a 36th of the limit a month (issue 28, item 5).
      const month = monthlyAffordability({ ...d, monthlyCreditCosts: d.monthlyCreditCommitments }, Math.round(application.requestedLimit / 36));
      if (month.leftEachMonth < 0) return 'referred';
      const product = this.cards.find((c) => c.id === application.productId) ?? this.cards[0];
      application.offer = {
        applicationId, productName: product?.name ?? '', requestedLimit: application.requestedLimit, creditLimit: Math.min(application.requestedLimit, 250000),
        purchaseRate: 2290, apr: 2550, variable: true, balanceTransfer: product?.balanceTransfer ?? null,
      };
      return 'accepted';
    });
  }

  async offer(applicationId: string): Promise<CardOffer> {
    const offer = this.get(applicationId).offer;
    if (!offer) throw new Error('No offer');
    return offer;
  }

  async applications(): Promise<ListedApplication[]> {
    return [...this.held.entries()].map(([applicationId, a]) => ({
      applicationId,
      productName: this.cards.find((c) => c.id === a.productId)?.name ?? '',
      requestedLimit: a.requestedLimit,
      status: a.card ? 'SIGNED' : a.options ? 'OPTIONS' : a.offer ? 'ACCEPTED' : a.details ? 'DETAILS' : 'STARTED',
    }));
  }

  async applicationStatus(applicationId: string): Promise<ApplicationStatus> {
    const application = this.get(applicationId);
    return { status: application.card ? 'SIGNED' : application.options ? 'OPTIONS' : 'ACCEPTED', card: application.card ?? null };
  }

  async repaymentAccounts(): Promise<RepaymentAccount[]> {
    return [{ id: 'HK-CUR-001', name: 'Current Account', label: '40-12-76 41234567' }];
  }

  async chooseOptions(applicationId: string, options: CardOptions, key: string): Promise<void> {
    this.once(key, () => void (this.get(applicationId).options = options));
  }

  async preContractInformation(): Promise<UnsignedAgreement> {
    return { html: '<h1>Pre-contract credit information</h1><p>Running-account credit: a credit card. Credit limit £2,500.00.</p>', pdf: pdf() };
  }

  async unsignedAgreement(): Promise<UnsignedAgreement> {
    return { html: '<h2>Credit Card Agreement regulated by the Consumer Credit Act 1974</h2><p>Your right to withdraw: 14 days.</p>', pdf: pdf() };
  }

  async sign(applicationId: string, key: string): Promise<SignedCard> {
    return this.once(key, () => {
      const card = { accountId: 'HK-CC-N000001', lastFour: '0001', arrivesBy: '2026-12-02', withdrawalEnds: '2026-12-09' };
      this.get(applicationId).card = card;
      return card;
    });
  }

  async signedAgreement(): Promise<Blob> {
    return pdf();
  }
}
