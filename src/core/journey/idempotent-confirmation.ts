/**
 * One confirmation of a state-changing journey and its Idempotency-Key (spec 02 section 4; "Never
 * twice" in docs/architecture.md "Journeys").
 *
 * - The key is made when the review is shown and is the same for every try of that review: a double
 *   press joins the send in flight, Back then Confirm and a retry after a lost answer send the same key.
 * - A network error or a time-out is an unknown outcome, never a failure: the bank may have acted.
 *   A retry sends the same key, so the bank answers with its first outcome and acts no more.
 * - Once the bank has accepted, a further confirm returns that outcome without sending again.
 * - A definite refusal (a wrong Transaction Security Code, a limit) moved no money, and the bank
 *   would answer the same key with the same refusal, so the next try gets a new key.
 * - A refusal that asks for the same request again with more proof (result 0004, re-authentication
 *   required: the bank holds the payment until the Re-authentication Security Code comes) is
 *   `keepKey: true`: the next try sends the SAME key, so the bank completes that one payment.
 */
export type ConfirmAnswer<Outcome> =
  | { kind: 'accepted'; outcome: Outcome }
  | { kind: 'refused'; code: string; message?: string; keepKey?: boolean }
  | { kind: 'unknown'; reason: 'network' | 'timeout' };

export type ConfirmState<Outcome> = { kind: 'ready' } | { kind: 'sending' } | ConfirmAnswer<Outcome>;

export class IdempotentConfirmation<Outcome> {
  private inFlight: Promise<ConfirmAnswer<Outcome>> | null = null;
  private last: ConfirmState<Outcome> = { kind: 'ready' };
  private currentKey: string;
  private sends = 0;

  constructor(private readonly keys: { next(): string }) {
    this.currentKey = keys.next();
  }

  /** The Idempotency-Key the next (or current) send carries. */
  get key(): string {
    return this.currentKey;
  }

  get state(): ConfirmState<Outcome> {
    return this.inFlight ? { kind: 'sending' } : this.last;
  }

  /** How many requests went to the bank (a double press adds none). */
  get attempts(): number {
    return this.sends;
  }

  get accepted(): boolean {
    return this.last.kind === 'accepted';
  }

  /**
   * Sends once per press, never twice at a time, never after the bank accepted. `send` carries the
   * key to the bank and maps its answer; a thrown error is treated as a lost answer.
   */
  confirm(send: (idempotencyKey: string) => Promise<ConfirmAnswer<Outcome>>): Promise<ConfirmAnswer<Outcome>> {
    if (this.inFlight) return this.inFlight;
    if (this.last.kind === 'accepted') return Promise.resolve(this.last);
    if (this.last.kind === 'refused' && !this.last.keepKey) this.currentKey = this.keys.next();
    this.sends += 1;
    const key = this.currentKey;
    const attempt = (async (): Promise<ConfirmAnswer<Outcome>> => {
      try {
        return await send(key);
      } catch {
        return { kind: 'unknown', reason: 'network' };
      }
    })();
    this.inFlight = attempt;
    return attempt.then((answer) => {
      this.last = answer;
      this.inFlight = null;
      return answer;
    });
  }
}
