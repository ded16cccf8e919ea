import type { IdentityStep } from '../../core/identity/identity-step';
import type { ConfirmState } from '../../core/journey/idempotent-confirmation';
import { RememberedConfirmation } from '../../core/journey/remembered-confirmation';
import type { RequestJournal } from '../../core/never-twice/request-journal';
import { journeyScopes } from '../journey/journey-scopes';

/**
 * The confirmations of a security-details page's change: one per distinct set of entries (double
 * presses and retries of the same entries share it, and its Idempotency-Key), kept in the session's
 * lost answers under the kind of change alone (issue 26 item 3), never under the entries, which are
 * secrets (issue 29 item 8). Which entries a confirmation was made for is a count of edits, never a
 * copy of them: a copy (the entries as JSON, once) outlived the clearing of the fields.
 */
export class SecurityChangeConfirmations {
  private confirmation: RememberedConfirmation<IdentityStep> | null = null;
  private edits = 0;
  private reviewed = -1;

  constructor(
    private readonly keys: { next(): string },
    private readonly outcomes: RequestJournal,
  ) {}

  /** The entries changed (typed, or emptied). */
  edited(): void {
    this.edits += 1;
  }

  /**
   * The confirmation for the entries as they are now: the same one while they are unchanged; new
   * entries are a new one, unless this kind of change has a lost answer in the session, whose key
   * they then carry (the bank answers what it did with the first).
   */
  forEntries(change: string): RememberedConfirmation<IdentityStep> {
    if (!this.confirmation || this.edits !== this.reviewed) {
      this.confirmation = this.ofChange(change);
      this.reviewed = this.edits;
    }
    return this.confirmation;
  }

  /** This kind of change was sent earlier in the session and its answer lost: its state (unknown), else null. */
  resumeLost(change: string): ConfirmState<IdentityStep> | null {
    const lost = this.ofChange(change);
    if (lost.state.kind !== 'unknown') return null;
    this.confirmation = lost;
    this.reviewed = this.edits;
    return lost.state;
  }

  /** The secrets that were sent are gone: the next press is a new confirmation (the lost one is kept in the session). */
  drop(): void {
    this.confirmation = null;
  }

  private ofChange(change: string): RememberedConfirmation<IdentityStep> {
    return new RememberedConfirmation<IdentityStep>(this.keys, { journal: this.outcomes, scope: journeyScopes.securityDetails }, JSON.stringify({ change }));
  }
}
