import { makeAutoObservable, observableRef } from 'mobx';
import { JourneyProgress } from '../../core/journey/journey-progress';
import { IdempotentConfirmation, type ConfirmAnswer, type ConfirmState } from '../../core/journey/idempotent-confirmation';
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
}

const sameValues = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The one state of a journey for its life (details → review (→ review/{notice}) → confirm): owned by
 * the flow's layout route (JourneyLayout), read by every page of the flow, never copied into a page.
 * It keeps the customer's entries across Back, knows which steps may open, and holds the confirmation
 * with its Idempotency-Key from the moment the review is shown.
 */
export class JourneyStore<Details extends object, Outcome = unknown> {
  details: Details;
  /** The customer typed something: leaving the flow asks first (spec 01 section 4). */
  dirty = false;
  /** Raised on every failed submit, so the error summary takes focus again. */
  failedSubmits = 0;
  confirmState: ConfirmState<Outcome> = { kind: 'ready' };
  private revision = 0;
  private readonly progress: JourneyProgress;
  private confirmation: IdempotentConfirmation<Outcome> | null = null;
  private reviewed: unknown = undefined;

  constructor(private readonly options: JourneyStoreOptions<Details>) {
    this.details = options.initial;
    this.progress = new JourneyProgress(options.steps);
    makeAutoObservable<this, 'progress' | 'confirmation' | 'reviewed' | 'options'>(
      this,
      { progress: false, confirmation: false, reviewed: false, options: false, details: observableRef },
      { autoBind: true },
    );
  }

  get steps(): readonly string[] {
    return this.options.steps;
  }

  /** Changes some entries (a form's onChange). Entries changed after a review need a new review. */
  update(patch: Partial<Details>): void {
    const next = { ...this.details, ...patch };
    if (sameValues(next, this.details)) return;
    this.details = next;
    this.dirty = true;
    if (!this.progress.complete) {
      this.progress.reopenFrom(this.progress.first);
      this.revision += 1;
    }
  }

  /**
   * Entries the flow learns after it starts, not typed by the customer (a saved payee's usual
   * reference once the payees have loaded): set without marking the journey dirty or reopening a step.
   */
  prefill(patch: Partial<Details>): void {
    this.details = { ...this.details, ...patch };
  }

  noteFailedSubmit(): void {
    this.failedSubmits += 1;
  }

  canOpen(step: string): boolean {
    void this.revision;
    return this.progress.canOpen(step);
  }

  redirectFor(step: string): string {
    void this.revision;
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
   * The review is shown for `values` (what the bank will be asked to do). Its confirmation, and so
   * its Idempotency-Key, is kept while the values stay the same, so Back then Confirm sends the same
   * key; changed values are a new review with a new key.
   */
  beginReview(values: unknown = this.details): void {
    const refusedForGood = this.confirmState.kind === 'refused' && !this.confirmState.keepKey;
    if (this.confirmation && sameValues(values, this.reviewed) && !refusedForGood) return;
    if (this.confirmation?.accepted) return;
    this.reviewed = values;
    this.confirmation = new IdempotentConfirmation<Outcome>(this.options.keys);
    this.confirmState = { kind: 'ready' };
  }

  /** The Idempotency-Key of the review on screen (null before a review). */
  get idempotencyKey(): string | null {
    void this.confirmState;
    return this.confirmation?.key ?? null;
  }

  get sending(): boolean {
    return this.confirmState.kind === 'sending';
  }

  /**
   * Confirms the review on screen: one request however often it is pressed; a lost answer keeps the
   * key for the retry; an accepted answer completes the journey (only its outcome page stays open).
   */
  async confirm(send: (idempotencyKey: string) => Promise<ConfirmAnswer<Outcome>>): Promise<ConfirmAnswer<Outcome>> {
    if (!this.confirmation) this.beginReview();
    const confirmation = this.confirmation as IdempotentConfirmation<Outcome>;
    const answer = confirmation.confirm(send);
    this.confirmState = confirmation.state;
    const settled = await answer;
    this.settle(confirmation, settled);
    return settled;
  }

  private settle(confirmation: IdempotentConfirmation<Outcome>, answer: ConfirmAnswer<Outcome>): void {
    if (confirmation !== this.confirmation) return;
    this.confirmState = answer;
    if (answer.kind === 'accepted') {
      this.progress.finish();
      this.revision += 1;
    }
  }

  /** How many requests the current review has sent (a double press adds none). */
  get attempts(): number {
    void this.confirmState;
    return this.confirmation?.attempts ?? 0;
  }
}
