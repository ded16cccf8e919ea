import { toAppError } from '../accounts/accounts-failure';
import { classifyFailure, type ConfirmAnswer } from './confirm-answer';

/**
 * The tries of one reviewed instruction under its Idempotency-Key (docs/rules/customer-states.md; "Never twice"
 * in docs/architecture.md "Journeys"). SignedConfirmation makes one per reviewed instruction.
 *
 * - The key is made with the review and is the same for every try of it: a double press joins the
 *   send in flight; a retry after an unknown answer, and a 0004, send the same key.
 * - Once the bank has accepted, a further confirm returns that outcome without sending again.
 * - A definite refusal (a wrong code, a limit) moved nothing, and the bank would answer the same key
 *   with the same refusal, so the next try gets a new key, unless the bank holds the request for
 *   re-authentication (`holdKey`): a wrong Re-authentication Security Code keeps the key.
 */
export type ConfirmState<Outcome> = { kind: 'ready' } | { kind: 'sending' } | ConfirmAnswer<Outcome>;

export class IdempotentConfirmation<Outcome> {
  private inFlight: Promise<ConfirmAnswer<Outcome>> | null = null;
  private last: ConfirmState<Outcome> = { kind: 'ready' };
  private currentKey: string;
  private sends = 0;

  /** `resume`: a try of this instruction whose answer was lost earlier in the session (its key, its unknown answer). */
  constructor(
    private readonly keys: { next(): string },
    resume?: { key: string; answer: ConfirmAnswer<Outcome> },
  ) {
    this.currentKey = resume?.key ?? keys.next();
    if (resume) {
      this.last = resume.answer;
      this.sends = 1;
    }
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
   * key to the bank; whatever it throws is classified (an error without a bank code: unknown).
   */
  confirm(send: (idempotencyKey: string) => Promise<ConfirmAnswer<Outcome>>, options: { holdKey?: boolean } = {}): Promise<ConfirmAnswer<Outcome>> {
    if (this.inFlight) return this.inFlight;
    if (this.last.kind === 'accepted') return Promise.resolve(this.last);
    if (this.last.kind === 'refused' && !options.holdKey) this.currentKey = this.keys.next();
    this.sends += 1;
    const key = this.currentKey;
    const attempt = (async (): Promise<ConfirmAnswer<Outcome>> => {
      try {
        return await send(key);
      } catch (reason) {
        return classifyFailure(toAppError(reason));
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
