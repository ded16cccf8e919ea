import type { SigningCodesToSend } from '../signing/signing-codes';
import type { ConfirmAnswer } from './confirm-answer';
import { IdempotentConfirmation, type ConfirmState } from './idempotent-confirmation';
import type { JournalMemory } from './journal-memory';

/**
 * The tries of one instruction on a page that confirms without a JourneyStore (an inbox reply, an
 * open-banking answer, a security-details change), written to the session's request journal before
 * each send under `values` (the instruction as JSON, never a secret): the same instruction made
 * again while the first is still out or its answer lost, on this page or after leaving it, is
 * unknown again and its retry carries the same key and the same codes.
 */
export class RememberedConfirmation<Outcome> {
  private readonly tries: IdempotentConfirmation<Outcome>;
  /** The codes sent with the lost answer found in the memory: a retry sends them again. */
  private resumed: SigningCodesToSend | null;

  constructor(
    keys: { next(): string },
    private readonly memory: JournalMemory | null,
    readonly values: string,
    /** `resume: false`: a new instruction under the same values (other entries of a secret form): a new key, whatever the memory holds. */
    options: { resume?: boolean } = {},
  ) {
    const lost = options.resume === false || !memory ? null : memory.journal.open(memory.scope, values);
    this.tries = new IdempotentConfirmation<Outcome>(keys, lost ? { key: lost.key, answer: lost.answer } : undefined);
    this.resumed = lost?.codes ?? null;
  }

  get state(): ConfirmState<Outcome> {
    return this.tries.state;
  }

  get key(): string {
    return this.tries.key;
  }

  get attempts(): number {
    return this.tries.attempts;
  }

  /** The codes a lost try was sent with (null: none lost, or a definite answer came since). */
  get resumedCodes(): SigningCodesToSend | null {
    return this.resumed;
  }

  /**
   * One try, as IdempotentConfirmation's (a press while one is out joins it). `codes`: what this try
   * signs with, kept beside a lost answer for the retry; a resumed try sends the codes it was sent with.
   */
  async confirm(
    send: (idempotencyKey: string, codes: SigningCodesToSend) => Promise<ConfirmAnswer<Outcome>>,
    codes: SigningCodesToSend = {},
    options: { holdKey?: boolean } = {},
  ): Promise<ConfirmAnswer<Outcome>> {
    const sent = this.resumed ?? codes;
    const memory = this.memory;
    let sentKey: string | null = null;
    const answer = await this.tries.confirm((key) => {
      sentKey = key;
      // Written before the request leaves: leaving the page now still finds it.
      memory?.journal.record({ kind: memory.scope, identity: this.values, values: this.values, key, codes: sent });
      return send(key, sent);
    }, options);
    if (sentKey !== null) memory?.journal.settle(sentKey, answer);
    // The retry, on this page or a later one, sends what this try sent.
    this.resumed = answer.kind === 'unknown' ? sent : null;
    return answer;
  }
}
