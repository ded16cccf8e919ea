import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Account } from '../../core/accounts/account';
import { AccountsStatePort } from '../../core/accounts/accounts-state.port';
import { bankToday } from '../../core/shared/bank-day';
import { payeeAsNamed, type CopAction } from '../../core/move-money/confirmation-of-payee';
import { newPayeeOf, paymentInstructionOf } from '../../core/move-money/payment-instruction';
import { needsSigning, payeeName, type MajorBeneficiary, type PaymentInstruction, type PaymentKind, type PaymentReceipt, type PaymentTarget, type SavedPayee } from '../../core/move-money/move-money';
import { compactDigits } from '../../core/move-money/move-money-validation';
import { paymentFieldError, paymentFields } from '../../core/move-money/payment-entries-rules';
import { Clock } from '../../core/shared/clock.port';
import type { SigningSubject } from '../../core/signing/signing-digits';
import type { SummaryError } from '../shared/ErrorSummary';
import { FormTouchState } from '../shared/form-touch-state';
import type { JourneyStore } from '../journey/journey.store';
import { MoveMoneyBankData } from './move-money-bank-data.store';
import { MoveMoneyContent } from './move-money-content';
import { fieldId, MoveMoneyFlows, type Field, type FlowParams, type MoveMoneyEntries } from './move-money-entries';
import { MoveMoneyReview } from './move-money-review.store';
import { PayeeCheck } from './payee-check.store';
import { signingSubjectOf } from '../../core/move-money/payment-signing-subject';

/**
 * One move-money flow's state for its whole life (details → review (→ review/{notice}) → confirm),
 * owned by the flow's layout route: pages read it, never keep their own copy, so Back keeps every
 * entry. VIEW state over core, split by what each part does: this store is the flow (the kit's
 * JourneyStore `flow` with core's SignedConfirmation, who is paid and the details page); what it
 * loads from the bank first is `bank` (MoveMoneyBankData); the new payee's checks are `payeeCheck` (PayeeCheck), the review and confirm steps `review`
 * (MoveMoneyReview), whose look-up after a lost answer is its `lookup` (PaymentLookup). Each is
 * made by the container, so this store names only what the flow itself uses.
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
  /** The review and its confirmation (view state over core's SignedConfirmation). */
  readonly review: MoveMoneyReview;
  /** The checks of a new payee (secondary reference, Confirmation of Payee). */
  readonly payeeCheck: PayeeCheck;
  /** The saved payees, the token type and the bank calendar, loaded before the first page. */
  readonly bank: MoveMoneyBankData;

  constructor(
    @inject(MoveMoneyBankData) bank: MoveMoneyBankData,
    @inject(AccountsStatePort) private readonly accountsState: AccountsStatePort,
    @inject(MoveMoneyContent) private readonly content: MoveMoneyContent,
    @inject(Clock) private readonly clock: Clock,
    @inject(MoveMoneyFlows) private readonly flows: MoveMoneyFlows,
    @inject(PayeeCheck) payeeCheck: PayeeCheck,
    @inject(MoveMoneyReview) review: MoveMoneyReview,
  ) {
    this.flow = flows.create({});
    this.bank = bank;
    this.payeeCheck = payeeCheck;
    this.review = review;
    review.attach(this);
    // The services and the sub-stores (observable themselves) are left alone; the kit's journey is
    // replaced whole, never changed in place: observed by reference.
    makeAutoObservable<this, 'accountsState' | 'content' | 'clock' | 'flows'>(
      this,
      {
        accountsState: false,
        content: false,
        clock: false,
        flows: false,
        flow: observableRef,
        review: false,
        payeeCheck: false,
        bank: false,
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
    this.flow = this.flows.create(isStandingOrder ? { endKind: 'until-further-notice' } : {});
    this.review.start(needsSigning(kind));
    this.bank.expect();
  }

  /** The customer's entries (the kit's journey keeps them across Back). */
  get values(): Readonly<MoveMoneyEntries> {
    return this.flow.details;
  }

  /** What the flow needs from the bank; then a saved payee's usual reference, not typed by the customer (leaving still asks nothing). */
  async load(): Promise<void> {
    await this.bank.load();
    runInAction(() => {
      const saved = this.savedPayee;
      if (saved && this.values.reference === '') this.flow.prefill({ reference: saved.reference });
    });
  }

  // ---- who and what ----

  /** The bank's today (London), whatever the browser's time zone. */
  get today(): string {
    return bankToday(this.clock);
  }

  /** The first date a new standing order may start on (the bank's tomorrow). */
  get earliestFirstPaymentDate(): string {
    return this.bank.calendar.earliestStandingOrderDate(this.today);
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
    return this.kind === 'existing-payee' ? (this.bank.savedPayees.find((p) => p.id === this.params.payeeId) ?? null) : null;
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
    if (this.kind === 'existing-payee') return this.bank.loading || this.savedPayee !== null || this.bank.loadError !== null;
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
      this.payeeCheck.accountChanged();
    }
    this.flow.update({ [field]: value });
  }

  /** The message for a field, whether or not it is shown yet (core's rules). */
  error(field: Field): string | null {
    return paymentFieldError(field, this.values, {
      kind: this.kind,
      signsWithCard: this.company?.signWith === 'card',
      needsSecondaryReference: this.payeeCheck.needsSecondaryReference,
      today: this.today,
    });
  }

  visibleError(field: Field): string | null {
    return this.touch.visibleError(field, this.error(field));
  }

  get fields(): Field[] {
    return paymentFields(this.kind);
  }

  /** The error summary after a failed submit (GOV.UK pattern: one link per error). */
  get summaryErrors(): SummaryError[] {
    if (!this.touch.submitAttempted) return [];
    return this.fields.flatMap((field) => {
      const message = this.error(field);
      return message ? [{ fieldId: fieldId(field), message }] : [];
    });
  }

  /** The payment's target, or null while the flow's payee is unknown. */
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
    return this.isNewPayee ? { kind: 'new-payee', payee: newPayeeOf(this.values, this.payeeCheck.needsSecondaryReference) } : null;
  }

  /** The payment when every field is valid, else null. */
  get instruction(): PaymentInstruction | null {
    const from = this.fromAccount;
    const target = this.target;
    if (!from || !target || this.fields.some((f) => this.error(f) !== null)) return null;
    return paymentInstructionOf(this.kind, from.id, target, this.values);
  }

  get payeeDisplayName(): string {
    const target = this.target;
    return target ? payeeName(target) : '';
  }

  /** What the code signs (core's rule), bound to the payee, account and reference. */
  get signingSubject(): SigningSubject | null {
    const instruction = this.instruction;
    return instruction ? signingSubjectOf(instruction) : null;
  }

  /**
   * Continue on the details page. Valid entries of a new payee are checked (secondary reference,
   * then Confirmation of Payee); the answer decides the next page. Returns the route to go to
   * ('review', 'review/name-check'), or null to stay (errors are on screen).
   */
  async submitDetails(): Promise<'review' | 'review/name-check' | null> {
    this.touch.attemptSubmit();
    const target = this.target;
    if (!this.instruction || !target) {
      this.detailsSubmits += 1;
      return null;
    }
    if (target.kind !== 'new-payee') return this.reach();
    const step = await this.payeeCheck.check(target.payee);
    if (step === 'needs-secondary-reference') runInAction(() => (this.detailsSubmits += 1));
    if (step === 'review') return this.reach();
    return step === 'name-check' ? 'review/name-check' : null;
  }

  /** An action from the name-check page ('check-again' is Continue's check again); returns where to go. */
  applyCopAction(action: CopAction): 'review' | 'details' {
    const answer = this.payeeCheck.answer;
    const named = action === 'use-actual-name' && answer ? payeeAsNamed(answer, this.values.accountType === 'business' ? 'business' : 'personal') : null;
    if (named) {
      // The bank told us this name (and, for BAMM/PAMM, the type): it is the match, no second check.
      this.flow.update({ payeeName: named.name, accountType: named.accountType });
      return this.settleCheck();
    }
    if (action === 'switch-account-type') {
      this.flow.update({ accountType: this.values.accountType === 'business' ? 'personal' : 'business' });
      return this.settleCheck();
    }
    if (action === 'continue' || action === 'continue-at-own-risk') {
      this.payeeCheck.acceptRisk();
      return this.reach();
    }
    return 'details';
  }

  private settleCheck(): 'review' {
    const target = this.target;
    if (target?.kind === 'new-payee') this.payeeCheck.settle(target.payee);
    return this.reach();
  }

  /** The details are passed: the kit's journey opens the review (a change to any entry closes it again). */
  private reach(): 'review' {
    this.flow.pass('details');
    return 'review';
  }

  /** review/name-check may show: the check answered for these entries and they are still valid. */
  get noticeCanShow(): boolean {
    return this.payeeCheck.noticeOpen && this.payeeCheck.answer !== null && this.instruction !== null;
  }
}
