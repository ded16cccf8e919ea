import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { answerOf } from '../../core/journey/confirm-answer';
import { CheckEarlierPayment } from '../../core/move-money/check-earlier-payment.use-case';
import { ConfirmTransfer } from '../../core/move-money/confirm-transfer.use-case';
import { earlierPaymentWords, payAgainError, type EarlierPayment } from '../../core/move-money/earlier-payment';
import type { PaymentInstruction, PaymentReceipt } from '../../core/move-money/move-money';
import { RefreshBalances } from '../../core/move-money/refresh-balances.use-case';
import type { AppError } from '../../core/shared/result';
import type { SigningSubject } from '../../core/signing/signing-digits';
import { WrongTransactionCode } from '../../core/signing/transaction-security-code';
import { TransactionSigning } from '../../core/signing/transaction-signing';
import type { JourneyStore } from '../journey/journey.store';
import { SigningFormState } from '../signing/signing-form.store';
import type { MoveMoneyEntries } from './move-money-entries';
import { PaymentLookup } from './payment-lookup.store';

export type ConfirmOutcome = 'idle' | 'unknown' | 'refused';

/** What the review reads from its flow (the MoveMoneyJourney). */
export interface ReviewedFlow {
  readonly flow: JourneyStore<MoveMoneyEntries, PaymentReceipt>;
  readonly instruction: PaymentInstruction | null;
  readonly signingSubject: SigningSubject | null;
  readonly needsCode: boolean;
  readonly accountIndex: number;
  readonly isStandingOrder: boolean;
  readonly fromAccount: { id: string } | null;
}

/**
 * The review and confirm steps of a move-money flow: VIEW state only. The key, the codes, what an
 * answer means and the frozen state while it is unknown are the flow's core SignedConfirmation's;
 * this adds the signing block's view state, the look-up after a lost answer and the balances refresh.
 */
@injectable()
export class MoveMoneyReview {
  /** The signing block's view state (kinds that need a code). */
  signing: SigningFormState | null = null;
  balancesRefreshed: boolean | null = null;
  /** What the bank lists now, after a lost answer. */
  readonly lookup: PaymentLookup;
  /** The bank's own record has this payment already (today or the day before): null when it has not, or is not asked yet. */
  earlier: EarlierPayment | null = null;
  /** The customer ticked that they mean to pay again. */
  payAgain = false;
  /** Confirm was pressed without the tick. */
  payAgainMissed = false;
  /** The bank's record for the payment on screen, asked once per review (Confirm waits for it). */
  private earlierCheck: Promise<void> | null = null;

  /** The flow under review: its journey store attaches itself (attach) as it is made. */
  private flowSource: ReviewedFlow | null = null;

  constructor(
    @inject(ConfirmTransfer) private readonly confirmTransfer: Pick<ConfirmTransfer, 'execute'>,
    @inject(RefreshBalances) private readonly refreshBalances: Pick<RefreshBalances, 'execute'>,
    @inject(TransactionSigning) private readonly transactionSigning: TransactionSigning,
    @inject(CheckEarlierPayment) private readonly checkEarlierPayment: Pick<CheckEarlierPayment, 'execute'>,
    @inject(PaymentLookup) lookup: PaymentLookup,
  ) {
    this.lookup = lookup;
    makeAutoObservable<this, 'flowSource' | 'source' | 'confirmTransfer' | 'refreshBalances' | 'transactionSigning' | 'checkEarlierPayment' | 'reviewed' | 'earlierCheck'>(
      this,
      { flowSource: false, source: false, confirmTransfer: false, refreshBalances: false, transactionSigning: false, checkEarlierPayment: false, lookup: false, reviewed: observableRef, earlierCheck: false },
      { autoBind: true },
    );
  }

  /** Called once by the flow that owns this review, in its constructor. */
  attach(source: ReviewedFlow): void {
    this.flowSource = source;
  }

  private get source(): ReviewedFlow {
    if (!this.flowSource) throw new Error('MoveMoneyReview used before its flow attached it');
    return this.flowSource;
  }

  /** The instruction exactly as the review showed it (and its code signed): what the page draws and Confirm sends. */
  private reviewed: PaymentInstruction | null = null;

  /** The one snapshot of the review: the rows the page draws are the body Confirm sends (null before show()). */
  get instruction(): PaymentInstruction | null {
    return this.reviewed;
  }

  /**
   * A new flow: a signing block over its confirmation. Every kind has one: a kind that needs no
   * Transaction Security Code still shows the Re-authentication field when the bank answers 0004
   *; the page shows the block only while core asks for a code.
   */
  start(_needsCode: boolean): void {
    this.signing = new SigningFormState(this.source.flow.confirmation, this.transactionSigning);
    this.balancesRefreshed = null;
    this.reviewed = null;
    this.forgetEarlier();
  }

  private forgetEarlier(): void {
    this.earlier = null;
    this.payAgain = false;
    this.payAgainMissed = false;
    this.earlierCheck = null;
  }

  /** The sentence the review shows about the earlier payment ("You paid Jane Smith £7.00 at 14:02 today."). */
  get earlierWords(): string | null {
    return this.earlier ? earlierPaymentWords(this.earlier) : null;
  }

  /** The error of the pay-again tick, once Confirm was pressed without it. */
  get payAgainFieldError(): string | null {
    return this.earlier && this.payAgainMissed && !this.payAgain ? payAgainError : null;
  }

  setPayAgain(ticked: boolean): void {
    this.payAgain = ticked;
  }

  /** Asks the bank's record for a payment this review would make again. */
  private checkEarlier(instruction: PaymentInstruction): Promise<void> {
    const check = this.checkEarlierPayment.execute(instruction).then((earlier) => {
      if (this.earlierCheck === check) runInAction(() => (this.earlier = earlier));
    });
    this.earlierCheck = check;
    return check;
  }

  private get flow(): JourneyStore<MoveMoneyEntries, PaymentReceipt> {
    return this.source.flow;
  }

  /**
   * The review is on screen: the flow's core confirmation keeps the key of these values (Back, then
   * the same values: the same key) or makes a new one and clears every code (new values: a new
   * payment). While an answer is unknown the flow is frozen and nothing changes.
   */
  show(): void {
    const instruction = this.source.instruction;
    if (!instruction) return;
    const result = this.flow.beginReview(instruction, this.source.signingSubject, { transactionCode: this.source.needsCode });
    // While frozen (an unknown answer) the instruction that was sent stays the one to retry.
    if (result !== 'frozen') this.reviewed = instruction;
    // A new payment under review: the bank's record is asked again, and the tick is the customer's to give again.
    if (result === 'new') {
      this.forgetEarlier();
      void this.checkEarlier(instruction);
    }
  }

  /** Whether a code field shows now: the kind's Transaction Security Code, or a 0004's Re-authentication one. */
  get asksForCode(): boolean {
    void this.flow.confirmState;
    return this.flow.confirmation.needsCode;
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

  /** Looks again at what the bank lists now. */
  lookUp(): Promise<void> {
    return this.lookup.lookUp(this.source.accountIndex, this.source.fromAccount?.id ?? '', this.source.isStandingOrder);
  }

  /**
   * Confirm (and every retry of it), through the flow's core confirmation: it decides the key, the
   * codes sent and what the answer means; this looks up the account after a lost answer and
   * refreshes the balances after a payment. Returns true when the payment was accepted.
   */
  async confirm(): Promise<boolean> {
    if (this.receipt) return true;
    // Exactly what was reviewed and signed, never re-derived from the form at the
    // press: an entry changed since (another tab of the flow, a late lookup) cannot slip in unreviewed.
    const instruction = this.reviewed;
    if (!instruction) return false;
    // The bank's record first: a payment it already made is sent again only when the customer says so.
    // A retry of a request already sent (a lost answer) is the same payment, not a new one.
    if (this.flow.attempts === 0 && !this.flow.frozen) {
      await this.earlierCheck;
      if (this.earlier && !this.payAgain) {
        runInAction(() => (this.payAgainMissed = true));
        this.flow.noteFailedSubmit();
        return false;
      }
    }
    const result = await this.flow.confirm((key, codes) => answerOf(() => this.confirmTransfer.execute(instruction, key, codes)));
    this.signing?.noteResult(result);
    if (result.kind === 'unknown') await this.lookUp();
    if (result.kind === 'accepted') {
      const refreshed = await this.refreshBalances.execute();
      runInAction(() => (this.balancesRefreshed = refreshed));
    }
    return result.kind === 'accepted';
  }
}
