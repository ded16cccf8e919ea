import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Account } from '../../core/accounts/account';
import { AccountsStatePort } from '../../core/accounts/accounts-state.port';
import { isoDateOf } from '../../core/accounts/calendar-date';
import { CheckPayee } from '../../core/move-money/check-payee.use-case';
import type { CopAction, CopAnswer } from '../../core/move-money/confirmation-of-payee';
import { ConfirmTransfer } from '../../core/move-money/confirm-transfer.use-case';
import { IdempotencyKeys } from '../../core/shared/idempotency-keys.port';
import { LoadMoveMoney } from '../../core/move-money/load-move-money.use-case';
import {
  needsSigning,
  payeeName,
  type AccountType,
  type Frequency,
  type MajorBeneficiary,
  type PaymentInstruction,
  type PaymentKind,
  type PaymentReceipt,
  type PaymentTarget,
  type SavedPayee,
  type StandingOrderEnd,
} from '../../core/move-money/move-money';
import {
  accountNumberError,
  amountError,
  cardNumberError,
  compactDigits,
  finalPaymentDateError,
  firstPaymentDateError,
  numberOfPaymentsError,
  parseAmount,
  referenceError,
  requiredTextError,
  selectionError,
  shortTextError,
  sortCodeError,
} from '../../core/move-money/move-money-validation';
import { RefreshBalances } from '../../core/move-money/refresh-balances.use-case';
import { LoadTransactions } from '../../core/accounts/load-transactions.use-case';
import { LoadUpcomingTransactions } from '../../core/accounts/load-account-extras.use-case';
import { FeatureTogglesPort } from '../../core/session/feature-toggles.port';
import type { AppError } from '../../core/shared/result';
import { answerOf } from '../../core/journey/confirm-answer';
import { Clock } from '../../core/shared/clock.port';
import type { SigningSubject } from '../../core/signing/signing-digits';
import type { SigningDevice } from '../../core/signing/signing-device';
import { LoadSigningDevice } from '../../core/signing/load-signing-device.use-case';
import { ErrorCodes, genericPanelMessage } from '../../core/shared/error-codes';
import { WrongTransactionCode } from '../../core/signing/transaction-security-code';
import { TransactionSigning } from '../../core/signing/transaction-signing';
import type { SummaryError } from '../shared/ErrorSummary';
import { FormTouchState } from '../shared/form-touch-state';
import { JourneyStore } from '../journey/journey.store';
import { SigningFormState } from '../signing/signing-form.store';
import { MoveMoneyContent } from './move-money-content';

export type Field =
  | 'payeeName'
  | 'accountType'
  | 'sortCode'
  | 'accountNumber'
  | 'secondaryReference'
  | 'amount'
  | 'reference'
  | 'frequency'
  | 'firstPaymentDate'
  | 'endKind'
  | 'numberOfPayments'
  | 'finalPaymentDate';

export const fieldId = (field: Field): string => `mm-${field}`;

export interface FlowParams {
  transferType?: string;
  payeeId?: string;
  majorBeneId?: string;
}

/** The kit's steps (the name check is a notice under review, review/name-check). */
export const moveMoneySteps = ['details', 'review', 'confirm'] as const;

export type ConfirmOutcome = 'idle' | 'unknown' | 'refused';

export type MoveMoneyEntries = Record<Field, string>;

const blank: Record<Field, string> = {
  payeeName: '',
  accountType: '',
  sortCode: '',
  accountNumber: '',
  secondaryReference: '',
  amount: '',
  reference: '',
  frequency: '',
  firstPaymentDate: '',
  endKind: '',
  numberOfPayments: '',
  finalPaymentDate: '',
};

/**
 * One move-money flow's state for its whole life (details → review (→ review/{notice}) → confirm),
 * owned by the flow's layout route (FlowLayout over the kit's JourneyLayout): pages read it, never
 * keep their own copy, so Back keeps every entry. It is the journey kit's JourneyStore (`flow`: the
 * entries, which steps may open, the leave-page guard, the IdempotentConfirmation with its key made
 * when the review is shown) plus what move money adds: the payees, Confirmation of Payee's answer,
 * the signing form with its dynamic linking, and the look-up after a lost answer.
 */
@injectable()
export class MoveMoneyJourney {
  kind: PaymentKind = 'transfer';
  accountIndex = -1;
  params: FlowParams = {};
  /** The kit's journey state: the entries, the step order and the confirmation with its key. */
  flow: JourneyStore<MoveMoneyEntries, PaymentReceipt>;
  readonly touch = new FormTouchState<Field>();
  detailsSubmits = 0;
  /** The name check was shown for the current entries (review/name-check may open). */
  noticeOpen = false;
  loading = false;
  loadError: AppError | null = null;
  savedPayees: SavedPayee[] = [];
  tokenDevice: SigningDevice = 'hardware';
  checking = false;
  checkError: AppError | null = null;
  needsSecondaryReference = false;
  copAnswer: CopAnswer | null = null;
  /** The payee (as typed) the answer is for; a change asks again. */
  copFor = '';
  /** The signing block's view state, over the flow's core confirmation (kinds that need a code). */
  signing: SigningFormState | null = null;
  balancesRefreshed: boolean | null = null;

  constructor(
    @inject(LoadMoveMoney) private readonly loadMoveMoney: LoadMoveMoney,
    @inject(CheckPayee) private readonly checkPayee: CheckPayee,
    @inject(ConfirmTransfer) private readonly confirmTransfer: ConfirmTransfer,
    @inject(RefreshBalances) private readonly refreshBalances: RefreshBalances,
    @inject(TransactionSigning) private readonly transactionSigning: TransactionSigning,
    @inject(IdempotencyKeys) private readonly keys: IdempotencyKeys,
    @inject(AccountsStatePort) private readonly accountsState: AccountsStatePort,
    @inject(FeatureTogglesPort) private readonly toggles: FeatureTogglesPort,
    @inject(MoveMoneyContent) private readonly content: MoveMoneyContent,
    @inject(Clock) private readonly clock: Clock,
    @inject(LoadTransactions) private readonly loadTransactions: LoadTransactions,
    @inject(LoadUpcomingTransactions) private readonly loadUpcoming: LoadUpcomingTransactions,
    @inject(LoadSigningDevice) private readonly loadSigningDevice: LoadSigningDevice,
  ) {
    this.flow = this.newFlow({});
    makeAutoObservable<this, 'loadMoveMoney' | 'checkPayee' | 'confirmTransfer' | 'refreshBalances' | 'transactionSigning' | 'keys' | 'accountsState' | 'toggles' | 'content' | 'clock' | 'loadTransactions' | 'loadUpcoming' | 'loadSigningDevice'>(
      this,
      {
        loadMoveMoney: false,
        checkPayee: false,
        confirmTransfer: false,
        refreshBalances: false,
        transactionSigning: false,
        keys: false,
        accountsState: false,
        toggles: false,
        content: false,
        clock: false,
        flow: observableRef,
        loadTransactions: false,
        loadUpcoming: false,
        loadSigningDevice: false,
      },
      { autoBind: true },
    );
  }

  /** Called once by the flow's layout. */
  init(kind: PaymentKind, accountIndex: number, params: FlowParams): void {
    this.kind = kind;
    this.accountIndex = accountIndex;
    this.params = params;
    const isStandingOrder = kind === 'standing-order-person' || kind === 'standing-order-company';
    this.flow = this.newFlow(isStandingOrder ? { endKind: 'until-further-notice' } : {});
    this.signing = needsSigning(kind) ? new SigningFormState(this.flow.confirmation, this.transactionSigning) : null;
  }

  private newFlow(initial: Partial<MoveMoneyEntries>): JourneyStore<MoveMoneyEntries, PaymentReceipt> {
    return new JourneyStore<MoveMoneyEntries, PaymentReceipt>({
      steps: moveMoneySteps,
      initial: { ...blank, ...initial },
      keys: this.keys,
      signing: this.transactionSigning,
    });
  }

  /** The customer's entries (the kit's journey keeps them across Back). */
  get values(): Readonly<MoveMoneyEntries> {
    return this.flow.details;
  }

  async load(): Promise<void> {
    this.loading = true;
    // The token type from its one source (core/signing), with the payees.
    const [result, device] = await Promise.all([this.loadMoveMoney.execute(), this.loadSigningDevice.execute()]);
    runInAction(() => {
      this.loading = false;
      if (!result.ok || device === null) {
        this.loadError = result.ok ? { code: ErrorCodes.generic, description: genericPanelMessage(ErrorCodes.generic) } : result.error;
        return;
      }
      this.loadError = null;
      this.savedPayees = result.value.savedPayees;
      this.tokenDevice = device;
      const saved = this.savedPayee;
      // The payee's usual reference, not typed by the customer: leaving still asks nothing.
      if (saved && this.values.reference === '') this.flow.prefill({ reference: saved.reference });
    });
  }

  // ---- who and what ----

  get today(): string {
    return isoDateOf(this.clock.now());
  }

  get fromAccount(): Account | null {
    return this.accountsState.state.accounts[this.accountIndex] ?? null;
  }

  get toAccount(): { account: Account; index: number } | null {
    if (this.kind !== 'transfer') return null;
    const index = Number(this.params.payeeId);
    const account = Number.isInteger(index) ? this.accountsState.state.accounts[index] : undefined;
    return account && index !== this.accountIndex && account.moveMoney.canTransferTo ? { account, index } : null;
  }

  get savedPayee(): SavedPayee | null {
    return this.kind === 'existing-payee' ? (this.savedPayees.find((p) => p.id === this.params.payeeId) ?? null) : null;
  }

  get company(): MajorBeneficiary | null {
    return this.kind === 'company' || this.kind === 'standing-order-company' ? this.content.company(this.params.majorBeneId) : null;
  }

  get isNewPayee(): boolean {
    return this.kind === 'new-payee' || this.kind === 'standing-order-person';
  }

  get isStandingOrder(): boolean {
    return this.kind === 'standing-order-person' || this.kind === 'standing-order-company';
  }

  /** The flow's payee exists (a deep link to an unknown payee or company cannot go on). */
  get targetKnown(): boolean {
    if (this.kind === 'transfer') return this.toAccount !== null;
    if (this.kind === 'existing-payee') return this.loading || this.savedPayee !== null || this.loadError !== null;
    if (this.kind === 'company' || this.kind === 'standing-order-company') return this.company !== null;
    return true;
  }

  get needsCode(): boolean {
    return needsSigning(this.kind);
  }

  // ---- details ----

  setValue(field: Field, value: string): void {
    // Another account may not need the roll number: ask the payee's bank again on Continue.
    if ((field === 'sortCode' || field === 'accountNumber') && compactDigits(value.trim()) !== compactDigits(this.values[field].trim())) {
      this.needsSecondaryReference = false;
    }
    this.flow.update({ [field]: value });
  }

  /** The message for a field, whether or not it is shown yet. */
  error(field: Field): string | null {
    const v = this.values;
    switch (field) {
      case 'payeeName':
        return this.isNewPayee ? shortTextError(v.payeeName) : null;
      case 'accountType':
        return this.isNewPayee ? selectionError(v.accountType) : null;
      case 'sortCode':
        return this.isNewPayee ? sortCodeError(v.sortCode) : null;
      case 'accountNumber':
        return this.isNewPayee ? accountNumberError(v.accountNumber) : null;
      case 'secondaryReference':
        return this.isNewPayee && this.needsSecondaryReference ? requiredTextError(v.secondaryReference) : null;
      case 'amount':
        return amountError(v.amount);
      case 'reference':
        if (this.kind === 'transfer' && v.reference.trim() === '') return null;
        if (this.company?.signWith === 'card') return cardNumberError(v.reference);
        return referenceError(v.reference);
      case 'frequency':
        return this.isStandingOrder ? selectionError(v.frequency) : null;
      case 'firstPaymentDate':
        return this.isStandingOrder ? firstPaymentDateError(v.firstPaymentDate, this.today) : null;
      case 'endKind':
        return this.isStandingOrder ? selectionError(v.endKind) : null;
      case 'numberOfPayments':
        return this.isStandingOrder && v.endKind === 'after' ? numberOfPaymentsError(v.numberOfPayments) : null;
      case 'finalPaymentDate':
        return this.isStandingOrder && v.endKind === 'on' ? finalPaymentDateError(v.finalPaymentDate, v.firstPaymentDate, this.today) : null;
    }
  }

  visibleError(field: Field): string | null {
    return this.touch.visibleError(field, this.error(field));
  }

  get fields(): Field[] {
    const f: Field[] = [];
    if (this.isNewPayee) f.push('payeeName', 'accountType', 'sortCode', 'accountNumber', 'secondaryReference');
    f.push('amount', 'reference');
    if (this.isStandingOrder) f.push('frequency', 'firstPaymentDate', 'endKind', 'numberOfPayments', 'finalPaymentDate');
    return f;
  }

  /** The error summary after a failed submit (GOV.UK pattern: one link per error). */
  get summaryErrors(): SummaryError[] {
    if (!this.touch.submitAttempted) return [];
    return this.fields.flatMap((field) => {
      const message = this.error(field);
      return message ? [{ fieldId: fieldId(field), message }] : [];
    });
  }

  get target(): PaymentTarget | null {
    if (this.kind === 'transfer') {
      const to = this.toAccount;
      return to ? { kind: 'own-account', accountId: to.account.id, name: to.account.name } : null;
    }
    if (this.kind === 'existing-payee') {
      const payee = this.savedPayee;
      return payee ? { kind: 'saved-payee', payee } : null;
    }
    if (this.company) return { kind: 'company', company: this.company };
    if (!this.isNewPayee) return null;
    const v = this.values;
    return {
      kind: 'new-payee',
      payee: {
        name: v.payeeName.trim(),
        sortCode: compactDigits(v.sortCode.trim()),
        accountNumber: compactDigits(v.accountNumber.trim()),
        accountType: (v.accountType || 'personal') as AccountType,
        // Kept as typed, but sent only for an account whose bank asked for it.
        ...(this.needsSecondaryReference && v.secondaryReference.trim() ? { secondaryReference: v.secondaryReference.trim() } : {}),
      },
    };
  }

  /** The payment when every field is valid, else null. */
  get instruction(): PaymentInstruction | null {
    const from = this.fromAccount;
    const target = this.target;
    if (!from || !target || this.fields.some((f) => this.error(f) !== null)) return null;
    const amountPence = parseAmount(this.values.amount);
    if (amountPence === null) return null;
    const v = this.values;
    const end: StandingOrderEnd =
      v.endKind === 'after'
        ? { kind: 'after', payments: Number(v.numberOfPayments) }
        : v.endKind === 'on'
          ? { kind: 'on', date: v.finalPaymentDate }
          : { kind: 'until-further-notice' };
    return {
      kind: this.kind,
      fromAccountId: from.id,
      target,
      amountPence,
      reference: this.company?.signWith === 'card' ? compactDigits(v.reference.trim()) : v.reference.trim(),
      ...(this.isStandingOrder ? { schedule: { frequency: v.frequency as Frequency, firstPaymentDate: v.firstPaymentDate, end } } : {}),
    };
  }

  get payeeDisplayName(): string {
    const target = this.target;
    return target ? payeeName(target) : '';
  }

  /** What the code signs: the payee identifier digits and the amount, bound to the payee, account and reference. */
  get signingSubject(): SigningSubject | null {
    const instruction = this.instruction;
    if (!instruction) return null;
    const t = instruction.target;
    const bound = { amountPence: instruction.amountPence, account: instruction.fromAccountId, reference: instruction.reference };
    if (t.kind === 'company') {
      const kind = t.company.signWith;
      return { ...bound, kind, identifier: kind === 'account' ? t.company.accountNumber : instruction.reference, payee: t.company.id };
    }
    if (t.kind === 'new-payee') return { ...bound, kind: 'account', identifier: t.payee.accountNumber, payee: `${t.payee.sortCode}${t.payee.accountNumber}` };
    if (t.kind === 'saved-payee') return { ...bound, kind: 'account', identifier: t.payee.accountNumber, payee: t.payee.id };
    return { ...bound, kind: 'account', identifier: t.accountId, payee: t.accountId };
  }

  private get payeeCheckKey(): string {
    const t = this.target;
    return t?.kind === 'new-payee' ? JSON.stringify(t.payee) : '';
  }

  /**
   * Continue on the details page. Valid entries of a new payee are checked (secondary reference,
   * then Confirmation of Payee); the answer decides the next page. Returns the route to go to
   * ('review', 'review/name-check'), or null to stay (errors are on screen).
   */
  async submitDetails(): Promise<'review' | 'review/name-check' | null> {
    this.touch.attemptSubmit();
    if (!this.instruction) {
      this.detailsSubmits += 1;
      return null;
    }
    if (!this.isNewPayee) return this.reach();
    if (this.copFor === this.payeeCheckKey && this.copAnswer) return this.afterCop();
    this.checking = true;
    this.checkError = null;
    const result = await this.checkPayee.execute((this.target as Extract<PaymentTarget, { kind: 'new-payee' }>).payee, {
      confirmationOfPayee: this.toggles.isEnabled('confirmationOfPayee'),
      secondaryReferenceDataCheck: this.toggles.isEnabled('secondaryReferenceDataCheck'),
    });
    return runInAction(() => {
      this.checking = false;
      if (!result.ok) {
        this.checkError = result.error;
        return null;
      }
      if (result.value.kind === 'needs-secondary-reference') {
        this.needsSecondaryReference = true;
        this.detailsSubmits += 1;
        return null;
      }
      this.copAnswer = result.value.answer;
      this.copFor = this.payeeCheckKey;
      this.copAccepted = false;
      return this.afterCop();
    });
  }

  /** The customer chose to go on after a warning (own risk): kept for this payee only. */
  copAccepted = false;

  private afterCop(): 'review' | 'review/name-check' {
    const answer = this.copAnswer;
    if (answer === null || answer.result === 'match' || this.copAccepted) return this.reach();
    this.noticeOpen = true;
    return 'review/name-check';
  }

  /** An action from the name-check page; returns where to go. */
  applyCopAction(action: CopAction): 'review' | 'details' {
    const answer = this.copAnswer;
    if (action === 'use-actual-name' && answer && 'actualName' in answer && answer.actualName) {
      this.flow.update({ payeeName: answer.actualName });
      // The bank told us this name: it is the match, no second check needed.
      this.copAnswer = { result: 'match' };
      this.copFor = this.payeeCheckKey;
      return this.reach();
    }
    if (action === 'switch-account-type') {
      this.flow.update({ accountType: this.values.accountType === 'business' ? 'personal' : 'business' });
      this.copAnswer = { result: 'match' };
      this.copFor = this.payeeCheckKey;
      return this.reach();
    }
    if (action === 'continue' || action === 'continue-at-own-risk') {
      this.copAccepted = true;
      return this.reach();
    }
    return 'details';
  }

  /** The details are passed: the kit's journey opens the review (a change to any entry closes it again). */
  private reach(): 'review' {
    this.flow.pass('details');
    return 'review';
  }

  /** review/name-check may show: the check answered for these entries and they are still valid. */
  get noticeCanShow(): boolean {
    return this.noticeOpen && this.copAnswer !== null && this.instruction !== null;
  }

  // ---- review and confirm ----

  /**
   * The review is on screen: the flow's core confirmation keeps the key of these values (Back, then
   * the same values: the same key) or makes a new one and clears every code (new values: a new
   * payment). While an answer is unknown the flow is frozen and nothing changes.
   */
  showReview(): void {
    const instruction = this.instruction;
    if (!instruction) return;
    this.flow.beginReview(instruction, this.needsCode ? this.signingSubject : null);
  }

  /** The Idempotency-Key of the review on screen (null before a review). */
  get idempotencyKey(): string | null {
    return this.flow.idempotencyKey;
  }

  get sending(): boolean {
    return this.flow.sending;
  }

  /** No answer came: the payment may have gone through, so it cannot be changed (core's frozen state). */
  get frozen(): boolean {
    return this.flow.frozen;
  }

  /** The bank's receipt once it accepted (the journey is then complete). */
  get receipt(): PaymentReceipt | null {
    const state = this.flow.confirmState;
    return state.kind === 'accepted' ? state.outcome : null;
  }

  /** What the review shows under the payment: a lost answer, a refusal, or nothing (a code's own answer is the signing form's). */
  get outcome(): ConfirmOutcome {
    const state = this.flow.confirmState;
    if (state.kind === 'unknown') return 'unknown';
    if (state.kind === 'refused' && state.code !== WrongTransactionCode) return 'refused';
    return 'idle';
  }

  /** The bank's code (and words) behind a refusal or a lost answer. */
  get outcomeError(): AppError | null {
    const state = this.flow.confirmState;
    if (state.kind === 'unknown') return { code: state.code, description: '' };
    if (state.kind === 'refused') return { code: state.code, description: state.message ?? '' };
    return null;
  }

  /**
   * Confirm (and every retry of it), through the flow's core confirmation: it decides the key, the
   * codes sent and what the answer means; this store only looks up the account after a lost answer
   * and refreshes the balances after a payment. Returns true when the payment was accepted.
   */
  async confirm(): Promise<boolean> {
    if (this.receipt) return true;
    const instruction = this.instruction;
    if (!instruction) return false;
    const result = await this.flow.confirm((key, codes) => answerOf(() => this.confirmTransfer.execute(instruction, key, codes)));
    this.signing?.noteResult(result);
    if (result.kind === 'unknown') await this.lookUp();
    if (result.kind === 'accepted') {
      const refreshed = await this.refreshBalances.execute();
      runInAction(() => (this.balancesRefreshed = refreshed));
    }
    return result.kind === 'accepted';
  }

  /** What the bank lists now, looked up after a lost answer: null until looked up. */
  bankListing: { date: string; description: string; amount: number }[] | null = null;
  listingFailed = false;

  /**
   * After a lost answer: what the account (or, for a standing order, the upcoming list) shows now,
   * so the customer can see whether the payment is there before trying again with the same key.
   */
  async lookUp(): Promise<void> {
    this.bankListing = null;
    this.listingFailed = false;
    if (this.isStandingOrder) {
      const result = await this.loadUpcoming.execute();
      runInAction(() => {
        if (!result.ok) this.listingFailed = true;
        else this.bankListing = result.value.filter((u) => u.accountId === this.fromAccount?.id).slice(0, 5);
      });
      return;
    }
    const result = await this.loadTransactions.execute({ accountIndex: this.accountIndex });
    runInAction(() => {
      if (!result.ok) this.listingFailed = true;
      else this.bankListing = result.value.transactions.slice(0, 5);
    });
  }
}
