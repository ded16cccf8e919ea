import type { UnknownOutcomes } from '../session/unknown-outcomes';
import type { SigningCodesToSend } from '../signing/signing-codes';
import type { ConfirmAnswer } from './confirm-answer';
import { IdempotentConfirmation, type ConfirmState } from './idempotent-confirmation';

/** The session's lost answers and the name of one page's instructions in it. */
export interface OutcomeMemory {
  outcomes: UnknownOutcomes;
  scope: string;
}

/**
 * The tries of one instruction on a page that confirms without a JourneyStore (an inbox reply, an
 * open-banking answer, a security-details change), with its lost answer kept for the session (issue
 * 26 item 3) under `values` (the instruction as JSON, never a secret): the same instruction made
 * again, on this page or after leaving it, is unknown again and its retry carries the same key and
 * the same codes. A definite answer forgets it.
 */
export class RememberedConfirmation<Outcome> {
  private readonly tries: IdempotentConfirmation<Outcome>;
  /** The codes sent with the lost answer found in the memory: a retry sends them again. */
  private resumed: SigningCodesToSend | null;

  constructor(
    keys: { next(): string },
    private readonly memory: OutcomeMemory | null,
    readonly values: string,
    /** `resume: false`: a new instruction under the same values (other entries of a secret form): a new key, whatever the memory holds. */
    options: { resume?: boolean } = {},
  ) {
    const lost = options.resume === false ? null : (memory?.outcomes.find(memory.scope, values) ?? null);
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
    const answer = await this.tries.confirm((key) => send(key, sent), options);
    if (answer.kind === 'unknown') {
      // The retry, on this page or a later one, sends what this try sent.
      this.resumed = sent;
      this.memory?.outcomes.remember(this.memory.scope, this.values, { key: this.tries.key, codes: sent, answer });
    } else {
      this.memory?.outcomes.forget(this.memory.scope, this.values);
      this.resumed = null;
    }
    return answer;
  }
}
