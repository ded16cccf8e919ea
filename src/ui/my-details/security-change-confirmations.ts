import type { IdentityStep } from '../../core/identity/identity-step';
import type { ConfirmState } from '../../core/journey/idempotent-confirmation';
import { RememberedConfirmation } from '../../core/journey/remembered-confirmation';
import type { RequestJournal } from '../../core/never-twice/request-journal';
import { journeyScopes } from '../journey/journey-scopes';

/**
 * The confirmations of a security-details page's change: one per distinct set of entries (double
 * presses and retries of the same entries share it, and its Idempotency-Key), kept in the session's
 * lost answers under the kind of change alone, never under the entries, which are
 * secrets. The entries a confirmation was made for are held here only while its fields hold them
 * (dropped with the secrets), so that entries retyped after a lost answer are compared with what was
 * sent: the same entries keep the key, others get a new one (one key never carries two bodies).
 */
export class SecurityChangeConfirmations {
  private confirmation: RememberedConfirmation<IdentityStep> | null = null;
  /** The entries of `confirmation`, as JSON; null for a lost one resumed after leaving (nothing typed yet). */
  private entries: string | null = null;

  constructor(
    private readonly keys: { next(): string },
    private readonly outcomes: RequestJournal,
  ) {}

  /**
   * The confirmation for `entries`: the same one while they are unchanged; other entries are a new
   * one with a new key. A lost answer resumed after leaving the page takes the first entries typed
   * (what it sent is gone with the secrets; its retry is what Try again offers).
   */
  forEntries(change: string, entries: Record<string, string>): RememberedConfirmation<IdentityStep> {
    const typed = JSON.stringify(entries);
    if (this.confirmation && (this.entries === null || this.entries === typed)) {
      this.entries = typed;
      return this.confirmation;
    }
    this.confirmation = this.ofChange(change, this.confirmation === null);
    this.entries = typed;
    return this.confirmation;
  }

  /** This kind of change was sent earlier in the session and its answer lost: its state (unknown), else null. */
  resumeLost(change: string): ConfirmState<IdentityStep> | null {
    const lost = this.ofChange(change, true);
    if (lost.state.kind !== 'unknown') return null;
    this.confirmation = lost;
    this.entries = null;
    return lost.state;
  }

  /** The secrets that were sent are gone: the next press is a new confirmation (the lost one is kept in the session). */
  drop(): void {
    this.confirmation = null;
    this.entries = null;
  }

  private ofChange(change: string, resume: boolean): RememberedConfirmation<IdentityStep> {
    return new RememberedConfirmation<IdentityStep>(this.keys, { journal: this.outcomes, scope: journeyScopes.securityDetails }, JSON.stringify({ change }), { resume });
  }
}
