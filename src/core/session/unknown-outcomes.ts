import type { SigningCodesToSend } from '../signing/signing-codes';
import type { ConfirmAnswer } from '../journey/confirm-answer';

/** What was sent for an instruction whose answer is unknown: its key, its codes and the answer. */
export interface UnknownOutcome {
  key: string;
  codes: SigningCodesToSend;
  answer: Extract<ConfirmAnswer<never>, { kind: 'unknown' }>;
}

/**
 * The instructions whose outcome is unknown, for the whole session (issue 26 item 3), not for one
 * flow: leaving a flow after a lost answer (to Balances, anywhere) and entering the same instruction
 * again finds it here, so the review shows the unknown notice and the retry carries the SAME key and
 * codes. A definite answer (accepted, refused) forgets it. One per session, cleared at log-off.
 * Instructions are told apart by their area (`scope`) and their reviewed values, as JSON.
 */
export class UnknownOutcomes {
  private readonly byInstruction = new Map<string, UnknownOutcome>();

  private static id(scope: string, values: string): string {
    return `${scope}\u0000${values}`;
  }

  find(scope: string, values: string): UnknownOutcome | null {
    return this.byInstruction.get(UnknownOutcomes.id(scope, values)) ?? null;
  }

  remember(scope: string, values: string, outcome: UnknownOutcome): void {
    this.byInstruction.set(UnknownOutcomes.id(scope, values), outcome);
  }

  forget(scope: string, values: string): void {
    this.byInstruction.delete(UnknownOutcomes.id(scope, values));
  }

  /**
   * The instructions of `scope` whose answer is lost, as the JSON they were kept under: a page that
   * holds no instruction yet (a message opened again) finds its own here to show it unknown again.
   */
  valuesIn(scope: string): string[] {
    const prefix = `${scope}\u0000`;
    return [...this.byInstruction.keys()].filter((id) => id.startsWith(prefix)).map((id) => id.slice(prefix.length));
  }

  /** Log-off: nothing of this customer stays. */
  reset(): void {
    this.byInstruction.clear();
  }
}
