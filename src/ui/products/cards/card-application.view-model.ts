import { ownLivingCosts, ownLivingCostsError, sharesLivingCostsOf } from '../../../core/products/lending/living-costs.rules';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { SignedConfirmation, type ConfirmResult } from '../../../core/journey/signed-confirmation';
import type { SigningCodesToSend } from '../../../core/signing/signing-codes';
import type { ConfirmState } from '../../../core/journey/idempotent-confirmation';
import type { IdempotencyKeys } from '../../../core/shared/idempotency-keys.port';
import type { AppError } from '../../../core/shared/result';
import { failurePanel } from '../../../core/shell/failure-panel';
import type { ProductData } from '../ProductLoad';
import { isEmploymentStatus } from '../../../core/products/cards/applicant.rules';
import { parseWholePounds } from '../../../core/products/cards/credit-limit.rules';
import type { CardApplicationInput, CardDecision, CardOptions, CardProduct, PreEligibility, RepaymentAccount, SignedCard } from '../../../core/products/cards/credit-card';
import type {
  ChooseCardOptions, LoadCardProducts, LoadRepaymentAccounts, SignCardAgreement, SubmitCardApplication,
} from '../../../core/products/cards/credit-card.use-cases';
import { journeyScopes, rememberedIn, type JourneyScope } from '../../journey/journey-scopes';
import type { CardChoices, CardDetails, CardEntries, CardStore } from './card-journey';
import type { RequestJournal } from '../../../core/never-twice/request-journal';

export interface CardUseCases {
  loadProducts: Pick<LoadCardProducts, 'execute'>;
  submit: Pick<SubmitCardApplication, 'execute'>;
  loadAccounts: Pick<LoadRepaymentAccounts, 'execute'>;
  chooseOptions: Pick<ChooseCardOptions, 'execute'>;
}

/**
 * What a card application needs beside its journey, for the flow's life (CardsJourney holds it):
 * - `journey`, the kit's JourneyStore (card-journey.ts), like every journey's: the entries and choices
 *   as typed (`journey.details`), which pages open (in order; a change closes only the pages after the
 *   one on screen; after signing only complete), the leave guard, and the never-twice
 *   confirmation of signing ('I agree – sign the agreement');
 * - what the bank answered (the cards on offer, the accounts to repay from);
 * - two more never-twice confirmations: the application (applications → applicant-details →
 *   decisions, one key per reviewed application) and the choices (limit increases, Direct Debit).
 *   While either answer is unknown, what it sent cannot change under it (`update`, `choose`).
 */
export class CardApplicationViewModel {
  application: SignedConfirmation<CardDecision>;
  options: SignedConfirmation<CardOptions>;
  products: CardProduct[] | null = null;
  preEligibility: PreEligibility | null = null;
  accounts: RepaymentAccount[] | null = null;
  /** The last failure to load the repayment accounts (the frame shows it, with Try again). */
  accountsError: AppError | null = null;
  /** The last failure to load the cards on offer (the frame shows it, with Try again). */
  productsError: AppError | null = null;
  private version = 0;
  /** The application values the decision on screen answers (JSON), to tell when entries changed since. */
  private submitted: string | null = null;

  constructor(
    readonly journey: CardStore,
    private readonly keys: IdempotencyKeys,
    private readonly use: CardUseCases,
    /** The session's lost answers: each of the two confirmations keeps its lost answer there. */
    private readonly outcomes: RequestJournal | null = null,
  ) {
    this.application = this.confirmation<CardDecision>(journeyScopes.cardApplication);
    this.options = this.confirmation<CardOptions>(journeyScopes.cardOptions);
    makeAutoObservable<this, 'use' | 'submitted' | 'keys' | 'outcomes'>(
      this,
      { journey: false, application: observableRef, options: observableRef, use: false, keys: false, outcomes: false, submitted: true },
      { autoBind: true },
    );
  }

  /** The customer's entries and choices: the journey's details. */
  get details(): CardDetails {
    return this.journey.details;
  }

  private confirmation<Outcome>(scope: JourneyScope): SignedConfirmation<Outcome> {
    const confirmation = new SignedConfirmation<Outcome>(this.keys, null, this.outcomes ? rememberedIn(this.outcomes, scope) : null);
    confirmation.subscribe(() => runInAction(() => (this.version += 1)));
    return confirmation;
  }

  /** Loads pre-eligibility and the cards on offer once for the flow. */
  async loadProducts(): Promise<void> {
    if (this.products) return;
    this.productsError = null;
    const result = await this.use.loadProducts.execute();
    runInAction(() => {
      if (result.ok) {
        this.products = result.value.products;
        this.preEligibility = result.value.preEligibility;
      } else {
        this.productsError = result.error;
      }
    });
  }

  /** The cards on offer as the product frame's load shows them: the loader, the failure, or the cards. */
  get productsLoad(): ProductData<CardProduct[]> {
    return { value: this.products, failure: this.productsError ? failurePanel(this.productsError) : null };
  }

  async loadAccounts(): Promise<void> {
    if (this.accounts) return;
    this.accountsError = null;
    const result = await this.use.loadAccounts.execute();
    runInAction(() => {
      if (result.ok) {
        this.accounts = result.value;
        // One account to pay from is the answer already; several are the customer's choice.
        const only = result.value.length === 1 ? result.value[0] : undefined;
        if (only && this.details.accountId === '') this.journey.prefill({ accountId: only.id });
      } else {
        this.accountsError = result.error;
      }
    });
  }

  /** The accounts to repay from as the product frame's load shows them on repayment-options. */
  get accountsLoad(): ProductData<RepaymentAccount[]> {
    return { value: this.accounts, failure: this.accountsError ? failurePanel(this.accountsError) : null };
  }

  get product(): CardProduct | null {
    return this.products?.find((p) => p.id === this.details.productId) ?? null;
  }

  /** The customer pressed Start: from now on, leaving asks first (docs/rules/log-on-states.md). */
  start(): string {
    this.journey.update({ started: true });
    return this.journey.pass('info');
  }

  /** Entries typed (the kit's update). Ignored while the application's answer is unknown: the application sent cannot change under it. */
  update(patch: Partial<CardEntries>): void {
    if (this.application.frozen) return;
    this.journey.update(patch);
  }

  /** Choices made (the kit's update). Ignored while the choices' answer is unknown. */
  choose(patch: Partial<CardChoices>): void {
    if (this.options.frozen) return;
    this.journey.update(patch);
  }

  /** The application as the bank will get it (the entries checked by the pages before this). */
  get input(): CardApplicationInput | null {
    const e = this.details;
    const requestedLimit = parseWholePounds(e.limit);
    const annualIncome = parseWholePounds(e.income);
    const monthlyHousingCosts = parseWholePounds(e.housing);
    const monthlyCreditCommitments = parseWholePounds(e.credit);
    if (requestedLimit === null || annualIncome === null || monthlyHousingCosts === null || monthlyCreditCommitments === null) return null;
    if (!isEmploymentStatus(e.employmentStatus) || !/^\d+$/.test(e.dependants.trim()) || e.productId === '') return null;
    if (ownLivingCostsError(e.livingCosts) !== null) return null;
    const sharesLivingCosts = sharesLivingCostsOf(e.sharesLivingCosts);
    if (sharesLivingCosts === null) return null;
    const own = ownLivingCosts(e.livingCosts);
    return {
      productId: e.productId, requestedLimit, employmentStatus: e.employmentStatus, annualIncome, monthlyHousingCosts, monthlyCreditCommitments,
      dependants: Number(e.dependants.trim()),
      sharesLivingCosts,
      ...(own === null ? {} : { monthlyLivingCosts: own }),
    };
  }

  get applicationState(): ConfirmState<CardDecision> {
    void this.version;
    return this.application.state;
  }

  get applicationFrozen(): boolean {
    void this.version;
    return this.application.frozen;
  }

  /** The bank's decision on the application as it is now typed; null when entries changed since (send again). */
  get decision(): CardDecision | null {
    void this.version;
    const state = this.application.state;
    if (state.kind !== 'accepted') return null;
    return this.submitted === JSON.stringify(this.input) ? state.outcome : null;
  }

  /** The bank answered 0004 to the application: the page shows the Re-authentication field (core decides). */
  get applicationAsksForReauthentication(): boolean {
    void this.version;
    return this.application.asksForReauthenticationCode;
  }

  /**
   * Sends the application: the same entries keep their key (a retry, a double press); changed ones get
   * a new one. `codes`: the Re-authentication Security Code after a 0004; `noteResult` hears what the
   * press came to (a code refused, or not sent), for the page's field.
   */
  async submit(options: { codes?: SigningCodesToSend } = {}, noteResult?: (result: ConfirmResult<CardDecision>) => void): Promise<ConfirmState<CardDecision>> {
    const input = this.input;
    if (!input) return { kind: 'ready' };
    // The bank decided on other entries: changed entries are a new application, with a new key.
    if (this.application.accepted && this.submitted !== JSON.stringify(input)) {
      this.application = this.confirmation<CardDecision>(journeyScopes.cardApplication);
      this.options = this.confirmation<CardOptions>(journeyScopes.cardOptions);
    }
    this.application.review(input);
    // What is sent is what was reviewed: after a lost answer the retry sends the first application (under
    // its key), whatever the entries hold now; the bank never gets two bodies under one key.
    let sent: CardApplicationInput = input;
    const answer = await this.application.confirm((key, codes, reviewed) => {
      sent = reviewed as CardApplicationInput;
      return this.use.submit.execute(sent, key, codes);
    }, options);
    noteResult?.(answer);
    runInAction(() => {
      if (answer.kind === 'accepted') this.submitted = JSON.stringify(sent);
      this.version += 1;
    });
    return this.application.state;
  }

  get offerId(): string | null {
    const d = this.decision;
    return d?.kind === 'accepted' ? d.offer.applicationId : null;
  }

  /** The choices as the bank will get them, or null while one is missing. */
  get chosen(): CardOptions | null {
    const c = this.details;
    if (c.increases === '' || c.repayment === '' || c.accountId === '') return null;
    const amount = parseWholePounds(c.fixedAmount.replace(/\.00$/, ''));
    if (c.repayment === 'fixed' && amount === null) return null;
    return {
      creditLimitIncreases: c.increases,
      repayment: c.repayment === 'fixed' ? { kind: 'fixed', amount: amount ?? 0 } : { kind: c.repayment },
      repaymentAccountId: c.accountId,
    };
  }

  get optionsState(): ConfirmState<CardOptions> {
    void this.version;
    return this.options.state;
  }

  get optionsFrozen(): boolean {
    void this.version;
    return this.options.frozen;
  }

  async sendOptions(): Promise<ConfirmState<CardOptions>> {
    const options = this.chosen;
    const applicationId = this.offerId;
    if (!options || !applicationId) return { kind: 'ready' };
    // Choices changed after the bank recorded others (Back from the agreement): a new change, a new key.
    if (this.options.accepted && !this.optionsAccepted) this.options = this.confirmation<CardOptions>(journeyScopes.cardOptions);
    this.options.review({ applicationId, options });
    await this.options.confirm((key) => this.use.chooseOptions.execute(applicationId, options, key));
    return this.options.state;
  }

  /**
   * 'I agree – sign the agreement', and every Try again: signs the review on screen (the agreement page
   * reviews this application with these choices when it shows it). The application sent is the
   * reviewed one's, never whatever the offer is at the press; null when nothing is under review.
   */
  async sign(signing: Pick<SignCardAgreement, 'execute'>, options: { codes?: SigningCodesToSend } = {}): Promise<ConfirmResult<SignedCard> | null> {
    // The agreement page reviews the application when it shows it; a press that comes before that
    // review (or after the journey made a new confirmation) reviews the offer on screen itself, so a
    // press is never lost. Nothing is signed before there is an offer.
    if (this.journey.idempotencyKey === null) {
      if (!this.offerId) return null;
      this.journey.beginReview({ applicationId: this.offerId, options: JSON.stringify(this.chosen) });
    }
    // The codes are the Re-authentication Security Code after a 0004, sent under the same key.
    return this.journey.confirm((key, codes, reviewed) => signing.execute((reviewed as { applicationId: string }).applicationId, key, codes), options);
  }

  /** The choices the bank holds are the ones on screen: the agreement shows them. */
  get optionsAccepted(): boolean {
    const state = this.optionsState;
    return state.kind === 'accepted' && JSON.stringify(state.outcome) === JSON.stringify(this.chosen);
  }
}
