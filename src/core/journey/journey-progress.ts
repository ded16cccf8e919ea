/**
 * Which step of a journey (details → review (→ review/{notice}) → confirm) the customer may open.
 * Steps open only in order: a step is open once every step before it has been passed, so a deep link
 * or a bookmark into review or confirm goes back to the first step. Going back is always allowed
 * until the journey is complete; once complete (the bank has accepted the change) only the last step
 * is open, so Back can never lead to a second send of the same change.
 */
export class JourneyProgress<Step extends string = string> {
  private furthest = 0;
  private done = false;

  constructor(readonly steps: readonly Step[]) {
    if (steps.length === 0) throw new Error('A journey has at least one step');
  }

  get first(): Step {
    return this.steps[0] as Step;
  }

  get last(): Step {
    return this.steps[this.steps.length - 1] as Step;
  }

  get complete(): boolean {
    return this.done;
  }

  /** The furthest step reached so far. */
  get current(): Step {
    return this.steps[this.furthest] as Step;
  }

  private indexOf(step: Step): number {
    const index = this.steps.indexOf(step);
    if (index < 0) throw new Error(`Unknown journey step: ${step}`);
    return index;
  }

  canOpen(step: Step): boolean {
    const index = this.indexOf(step);
    if (this.done) return index === this.steps.length - 1;
    return index <= this.furthest;
  }

  /** Where a customer who asked for `step` is sent: the step itself when open, else the right one. */
  redirectFor(step: Step): Step {
    if (this.canOpen(step)) return step;
    return this.done ? this.last : this.current;
  }

  /**
   * The customer passed `from` (its entries are valid): the next step opens. Once complete, every
   * step leads to the outcome (a second 'accepted' answer to a double press lands here too).
   */
  pass(from: Step): Step {
    const index = this.indexOf(from);
    if (this.done) return this.last;
    if (index > this.furthest) throw new Error(`Step ${from} is not open`);
    const next = Math.min(index + 1, this.steps.length - 1);
    this.furthest = Math.max(this.furthest, next);
    return this.steps[next] as Step;
  }

  /** The entries changed at `step`: the steps after it must be passed again (a new review). */
  reopenFrom(step: Step): void {
    if (this.done) return;
    this.furthest = Math.min(this.furthest, this.indexOf(step));
  }

  /** The bank accepted the change: only the last step (the outcome) stays open. */
  finish(): void {
    this.furthest = this.steps.length - 1;
    this.done = true;
  }
}
