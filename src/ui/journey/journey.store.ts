import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { JourneyProgress } from '../../core/journey/journey-progress';
import type { ConfirmState } from '../../core/journey/idempotent-confirmation';
import type { JournalMemory } from '../../core/journey/journal-memory';
import { SignedConfirmation, type ConfirmResult, type ConfirmSend, type ReviewResult } from '../../core/journey/signed-confirmation';
import type { SigningSubject } from '../../core/signing/signing-digits';
import type { SigningCodesToSend } from '../../core/signing/signing-codes';
import type { TransactionSigning } from '../../core/signing/transaction-signing';
import type { IdempotencyKeys } from '../../core/shared/idempotency-keys.port';

export interface JourneyStoreOptions<Details> {
  /**
   * The steps in order; each is also the route segment under the journey's base path, except the
   * first, which is the journey's index route ('details' → base, 'review' → base/review).
   */
  steps: readonly string[];
  /** The entries the details step starts with. */
  initial: Details;
  keys: IdempotencyKeys;
  /** The session's signing, for a journey whose review may need a code (move money, amend). */
  signing?: TransactionSigning;
  /** The session's request journal and this journey's kind in it: a request out or lost outlives the flow. */
  journal?: JournalMemory;
  /**
   * The step whose page sends the confirmation: while a send is out or its answer is unknown, it is
   * the only one open. By default the second step (details → review → confirm; details → confirm,
   * whose confirm page also shows the outcome). A journey that confirms on its first page (a
   * warning, then its outcome) names it, or a lost answer would open the outcome page.
   */
  confirmStep?: string;
}

const sameValues = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The one state of a journey for its life (details → review (→ review/{notice}) → confirm): owned by
 * the flow's layout route (JourneyLayout), read by every page of the flow, never copied into a page.
 * It keeps the customer's entries across Back and knows which steps may open. Its confirmation is
 * core's SignedConfirmation (key per reviewed instruction, answer classes, codes bound to the signing
 * subject, the frozen state while unknown): this store only mirrors it for MobX views.
 */
export class JourneyStore<Details extends object, Outcome = unknown> {
  details: Details;
  /** The customer typed something: leaving the flow asks first (docs/rules/log-on-states.md). */
  dirty = false;
  /** Raised on every failed submit, so the error summary takes focus again. */
  failedSubmits = 0;
  /** Bumped whenever the core confirmation changes, so views re-read it. */
  private version = 0;
  private revision = 0;
  /** The step whose page is on screen; none before the first page shows (a change is then at the first step). */
  private onScreen: string | null = null;
  private readonly progress: JourneyProgress;
  readonly confirmation: SignedConfirmation<Outcome>;

  constructor(private readonly options: JourneyStoreOptions<Details>) {
    this.details = options.initial;
    this.progress = new JourneyProgress(options.steps);
    this.confirmation = new SignedConfirmation<Outcome>(options.keys, options.signing ?? null, options.journal ?? null);
    this.confirmation.subscribe(() => runInAction(() => (this.version += 1)));
    makeAutoObservable<this, 'progress' | 'options' | 'onScreen'>(
      this,
      { progress: false, confirmation: false, options: false, onScreen: false, details: observableRef },
      { autoBind: true },
    );
  }

  get steps(): readonly string[] {
    return this.options.steps;
  }

  /** The step that confirms (`confirmStep`): while an answer is unknown it is the only one open. */
  private get reviewStep(): string {
    return this.options.confirmStep ?? this.options.steps[1] ?? this.progress.first;
  }

  get confirmState(): ConfirmState<Outcome> {
    void this.version;
    return this.confirmation.state;
  }

  /**
   * The outcome is unknown (or a send is out): the instruction cannot be edited. The only ways on are
   * to look at what the bank lists now, or to try again with the same key.
   */
  get frozen(): boolean {
    void this.version;
    return this.confirmation.frozen;
  }

  /**
   * The page of `step` is on screen (JourneyLayout tells the store on every move): a change of
   * entries from now on is a change at this step.
   */
  show(step: string): void {
    this.onScreen = step;
  }

  /**
   * Changes some entries (a form's onChange), which belong to the step on screen (`show`): that step
   * and the ones before it stay passed, the steps after it close (they are passed again with the new
   * entries, a review reviewed again), so a journey with forms on several pages needs no more than
   * this. Ignored while frozen.
   */
  update(patch: Partial<Details>): void {
    if (this.frozen) return;
    const next = { ...this.details, ...patch };
    if (sameValues(next, this.details)) return;
    this.details = next;
    this.dirty = true;
    if (!this.progress.complete) {
      this.progress.reopenFrom(this.onScreen ?? this.progress.first);
      this.revision += 1;
    }
  }

  /**
   * Entries the flow learns after it starts, not typed by the customer (a saved payee's usual
   * reference once the payees have loaded): set without marking the journey dirty or reopening a step.
   */
  prefill(patch: Partial<Details>): void {
    if (this.frozen) return;
    this.details = { ...this.details, ...patch };
  }

  noteFailedSubmit(): void {
    this.failedSubmits += 1;
  }

  canOpen(step: string): boolean {
    void this.revision;
    if (this.frozen) return step === this.reviewStep;
    return this.progress.canOpen(step);
  }

  redirectFor(step: string): string {
    void this.revision;
    if (this.frozen) return this.reviewStep;
    return this.progress.redirectFor(step);
  }

  get complete(): boolean {
    void this.revision;
    return this.progress.complete;
  }

  /** The customer passed `step` with valid entries; returns the step to show next. */
  pass(step: string): string {
    const next = this.progress.pass(step);
    this.revision += 1;
    return next;
  }

  /**
   * The review is shown for `values` (what the bank will be asked to do) and `subject` (what a code
   * signs, if any). The same values keep their key; new values get a new key and clear every code.
   */
  beginReview(values: unknown = this.details, subject: SigningSubject | null = null, options: { transactionCode?: boolean } = {}): ReviewResult {
    return this.confirmation.review(values, subject, options);
  }

  /** The Idempotency-Key of the review on screen (null before a review). */
  get idempotencyKey(): string | null {
    void this.version;
    return this.confirmation.key;
  }

  get sending(): boolean {
    return this.confirmState.kind === 'sending';
  }

  /** The bank answered 0004 to this change: the page shows the Re-authentication field (core decides). */
  get asksForReauthenticationCode(): boolean {
    void this.version;
    return this.confirmation.asksForReauthenticationCode;
  }

  /** A lost try's codes are held for Try again (core's SignedConfirmation): no code field is asked for. */
  get holdsCodesForRetry(): boolean {
    void this.version;
    return this.confirmation.holdsCodesForRetry;
  }

  /**
   * Confirms the review on screen: one request however often it is pressed; the key, the codes and
   * the answer's class are core's; an accepted answer completes the journey (only its outcome page
   * stays open).
   */
  async confirm(send: ConfirmSend<Outcome>, options: { codes?: SigningCodesToSend } = {}): Promise<ConfirmResult<Outcome>> {
    if (this.confirmation.key === null) this.beginReview();
    const result = await this.confirmation.confirm(send, options);
    if (result.kind === 'accepted') runInAction(() => this.finish());
    return result;
  }

  private finish(): void {
    if (this.progress.complete) return;
    this.progress.finish();
    this.revision += 1;
  }

  /** How many requests the current review has sent (a double press adds none). */
  get attempts(): number {
    void this.version;
    return this.confirmation.attempts;
  }
}
