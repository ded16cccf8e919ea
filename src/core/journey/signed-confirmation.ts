import { SigningCodes, type SigningCodesToSend } from '../signing/signing-codes';
import type { SigningSubject } from '../signing/signing-digits';
import { normaliseCode, reauthenticationCodeError, WrongTransactionCode } from '../signing/transaction-security-code';
import type { SigningVerdict, TransactionSigning } from '../signing/transaction-signing';
import type { ConfirmAnswer } from './confirm-answer';
import { IdempotentConfirmation, type ConfirmState } from './idempotent-confirmation';
import type { UnknownOutcomes } from '../session/unknown-outcomes';

/** Sends one try: the key of the reviewed instruction and the codes, each in its own field. */
export type ConfirmSend<Outcome> = (idempotencyKey: string, codes: SigningCodesToSend) => Promise<ConfirmAnswer<Outcome>>;

/** Why a press sent nothing (the view says why; the bank was not asked). */
export type NotSent =
  | { kind: 'not-sent'; reason: 'no-review' }
  | { kind: 'not-sent'; reason: 'cannot-sign'; message: string }
  | { kind: 'not-sent'; reason: 'invalid-code'; message: string }
  | { kind: 'not-sent'; reason: 'locked'; secondsUntilRelease: number };

export type ConfirmResult<Outcome> = (ConfirmAnswer<Outcome> & { signing?: SigningVerdict }) | NotSent;

/** What a review did: kept the confirmation (same instruction), began a new one, or was refused (frozen). */
export type ReviewResult = 'same' | 'new' | 'frozen';

/**
 * One signed, idempotent confirmation for a journey's life: every state-changing call of every area
 * goes through one (docs/architecture.md "Journeys"). It owns:
 *
 * - the key per reviewed instruction: the same instruction reviewed again keeps its key; a new one
 *   gets a new key, and so does the same one after a definite refusal;
 * - the frozen state while an answer is unknown: the instruction cannot change (review() refuses);
 *   the only ways on are to look at what the bank lists now or to try again with the SAME key; a new
 *   key only after a definite answer;
 * - the signing subject with BOTH codes bound to it (SigningCodes), and the session's counters;
 * - 0004: the same key again, the Re-authentication Security Code in its own field, also after a
 *   wrong one;
 * - a reference under 4 digits cannot be signed: nothing is sent.
 *
 * Core has no MobX: a view store subscribes and re-reads.
 */
export class SignedConfirmation<Outcome> {
  private readonly signingCodes = new SigningCodes();
  private attempt: IdempotentConfirmation<Outcome> | null = null;
  private reviewed: string | undefined;
  /** The kind under review needs a Transaction Security Code (a transfer or saved payee does not). */
  private transactionCodeNeeded = true;
  /** The codes sent with a lost answer found in the session's memory: the retry sends them again. */
  private resumedCodes: SigningCodesToSend | null = null;
  /**
   * The bank answered 0004 to a kind with no signing subject (a change that moves no money): the
   * Re-authentication Security Code is asked for in the page's own field (`options.codes`), and every
   * try of this instruction, a wrong code's too, keeps the key.
   */
  private ownFieldReauthentication = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly keys: { next(): string },
    private readonly signing: TransactionSigning | null = null,
    /** The session's lost answers (issue 26 item 3) and this area's name in it. */
    private readonly memory: { outcomes: UnknownOutcomes; scope: string } | null = null,
  ) {}

  /** The codes bound to the subject under review (read-only outside: type() changes them). */
  get codes(): Pick<SigningCodes, 'subject' | 'kind' | 'digits' | 'cannotSign' | 'code'> {
    return this.signingCodes;
  }

  /**
   * A code is asked for now: a subject to sign and a signing service to check and count its codes,
   * and either the kind needs a Transaction Security Code or the bank answered 0004 (any kind the bank
   * can answer 0004 shows the Re-authentication field, spec 01 section 5).
   */
  get needsCode(): boolean {
    return this.signing !== null && this.signingCodes.subject !== null && (this.transactionCodeNeeded || this.held);
  }

  get state(): ConfirmState<Outcome> {
    return this.attempt?.state ?? { kind: 'ready' };
  }

  /** The Idempotency-Key of the instruction under review (null before a review). */
  get key(): string | null {
    return this.attempt?.key ?? null;
  }

  get attempts(): number {
    return this.attempt?.attempts ?? 0;
  }

  get accepted(): boolean {
    return this.attempt?.accepted ?? false;
  }

  /** The outcome is unknown (or a send is out): the instruction may not change. */
  get frozen(): boolean {
    const kind = this.state.kind;
    return kind === 'unknown' || kind === 'sending';
  }

  /**
   * The review of `instruction` is on screen; `subject` is what a code must sign (null: no code).
   * A changed subject clears every code; a changed instruction is a new key; while frozen nothing
   * changes. `transactionCode: false` is a kind that signs nothing up front (between own accounts, to
   * a saved payee) but whose request the bank may still hold for re-authentication (0004): the
   * subject is bound so that the Re-authentication Security Code is tied to what it confirms.
   */
  review(instruction: unknown, subject: SigningSubject | null = null, options: { transactionCode?: boolean } = {}): ReviewResult {
    const values = JSON.stringify(instruction ?? null);
    if (this.accepted) return 'same';
    if (this.frozen) return values === this.reviewed ? 'same' : 'frozen';
    this.signingCodes.bind(subject);
    this.transactionCodeNeeded = options.transactionCode ?? true;
    const refusedForGood = this.state.kind === 'refused' && !this.held;
    if (this.attempt && values === this.reviewed && !refusedForGood) {
      this.changed();
      return 'same';
    }
    this.reviewed = values;
    this.ownFieldReauthentication = false;
    // The same instruction's answer was lost earlier in the session: unknown again, same key and codes.
    const lost = this.memory?.outcomes.find(this.memory.scope, values) ?? null;
    this.attempt = new IdempotentConfirmation<Outcome>(this.keys, lost ? { key: lost.key, answer: lost.answer } : undefined);
    this.resumedCodes = lost ? lost.codes : null;
    this.changed();
    return 'new';
  }

  /** The customer typed into the code field asked for now (ignored while frozen: the retry resends what was sent). */
  typeCode(raw: string): void {
    if (this.frozen) return;
    this.signingCodes.type(raw);
    this.changed();
  }

  /** The bank holds the request for re-authentication (0004 answered): every try keeps the key. */
  private get held(): boolean {
    return this.signingCodes.kind === 'reauthentication' || this.ownFieldReauthentication;
  }

  /** After 0004 to a change that signs nothing: the page shows its Re-authentication field until the change is done. */
  get asksForReauthenticationCode(): boolean {
    return this.ownFieldReauthentication && !this.accepted;
  }

  /**
   * A lost try's codes are held for the retry (found in the session's memory, or kept from this
   * page's own lost try): Try again sends them, so no code field is asked for.
   */
  get holdsCodesForRetry(): boolean {
    return this.resumedCodes !== null && this.state.kind === 'unknown';
  }

  /**
   * Confirm, and every retry of it. `options.codes`: the codes a kind without a signing service takes
   * in a field of its own (an email change's Re-authentication Security Code), kept with a lost answer
   * like signed ones so that the retry sends what the lost try sent.
   */
  async confirm(send: ConfirmSend<Outcome>, options: { codes?: SigningCodesToSend } = {}): Promise<ConfirmResult<Outcome>> {
    const attempt = this.attempt;
    if (!attempt) return { kind: 'not-sent', reason: 'no-review' };
    const kind = this.signingCodes.kind;
    const resumed = this.resumedCodes;
    const signing = this.needsCode && !resumed ? this.signing : null;
    // A press while a send is out joins it, and a done instruction answers as done: nothing to check.
    const joining = attempt.state.kind === 'sending' || attempt.accepted;
    if (signing && !joining) {
      const cannotSign = this.signingCodes.cannotSign;
      if (cannotSign) return { kind: 'not-sent', reason: 'cannot-sign', message: cannotSign };
      const check = signing.check(this.signingCodes.code(kind), kind);
      if (!check.ok) {
        return check.reason === 'locked'
          ? { kind: 'not-sent', reason: 'locked', secondsUntilRelease: check.secondsUntilRelease }
          : { kind: 'not-sent', reason: 'invalid-code', message: check.message };
      }
    }
    if (this.ownFieldReauthentication && !resumed && !joining) {
      const message = reauthenticationCodeError(options.codes?.reauthenticationCode ?? '');
      if (message) return { kind: 'not-sent', reason: 'invalid-code', message };
    }
    const codes = resumed ?? (signing ? this.signingCodes.toSend(normaliseCode) : (options.codes ?? {}));
    const pending = attempt.confirm((key) => send(key, codes), { holdKey: this.held });
    this.changed();
    const answer = await pending;
    if (joining || attempt !== this.attempt) return answer;
    this.rememberOutcome(attempt.key, codes, answer);
    if (answer.kind !== 'unknown') this.resumedCodes = null;
    // Codes of a field of the page's own are held here for the retry (a signed kind's stay in SigningCodes).
    else if (!signing && options.codes) this.resumedCodes = codes;
    // A kind that needed no code gets 0004: from now on the Re-authentication code is asked for.
    if (!signing && answer.kind === 'reauthenticate') {
      if (this.signing && this.signingCodes.subject) this.signingCodes.askForReauthentication();
      else this.ownFieldReauthentication = true;
    }
    const verdict = signing ? this.count(signing, kind, answer) : undefined;
    this.changed();
    return verdict ? { ...answer, signing: verdict } : answer;
  }

  /** Keeps a lost answer for the session; a definite answer forgets it. */
  private rememberOutcome(key: string, codes: SigningCodesToSend, answer: ConfirmAnswer<Outcome>): void {
    if (!this.memory || this.reviewed === undefined) return;
    const { outcomes, scope } = this.memory;
    if (answer.kind === 'unknown') outcomes.remember(scope, this.reviewed, { key, codes, answer });
    else outcomes.forget(scope, this.reviewed);
  }

  /** The session's counters and the codes after the bank's answer to a signed request. */
  private count(signing: TransactionSigning, kind: 'transaction' | 'reauthentication', answer: ConfirmAnswer<Outcome>): SigningVerdict | undefined {
    if (answer.kind === 'accepted') return signing.record('accepted', kind);
    if (answer.kind === 'reauthenticate') {
      this.signingCodes.askForReauthentication();
      return signing.record('reauthentication-required', kind);
    }
    if (answer.kind === 'refused' && answer.code === WrongTransactionCode) {
      this.signingCodes.dropWrong();
      return signing.record('wrong-code', kind);
    }
    return undefined;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
