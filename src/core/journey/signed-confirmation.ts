import { SigningCodes, type SigningCodesToSend } from '../signing/signing-codes';
import type { SigningSubject } from '../signing/signing-digits';
import { normaliseCode, reauthenticationCodeError, WrongTransactionCode } from '../signing/transaction-security-code';
import type { SigningVerdict, TransactionSigning } from '../signing/transaction-signing';
import type { ConfirmAnswer } from './confirm-answer';
import { IdempotentConfirmation, type ConfirmState } from './idempotent-confirmation';
import type { OpenRequest } from '../never-twice/request-journal';
import type { JournalMemory } from './journal-memory';

/**
 * Sends one try: the key of the reviewed instruction, the codes, each in its own field, and the
 * instruction as it was reviewed (what is reviewed is what is sent, never the page's entries at the press).
 */
export type ConfirmSend<Outcome> = (idempotencyKey: string, codes: SigningCodesToSend, instruction: unknown) => Promise<ConfirmAnswer<Outcome>>;

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
  /** The reviewed instruction itself: each try sends it. */
  private instruction: unknown = null;
  /** The kind under review needs a Transaction Security Code (a transfer or saved payee does not). */
  private transactionCodeNeeded = true;
  /** The codes sent with a lost answer found in the journal: the retry sends them again. */
  private resumedCodes: SigningCodesToSend | null = null;
  /** What the reviewed instruction pays or changes, as the journal matches it. */
  private identity: string | undefined;
  /**
   * The key of an earlier request that pays the same by another route and whose answer is out or
   * lost: this review is held on it and sends nothing while the bank may still act on that one.
   */
  private heldBy: string | null = null;
  /** The open request this review is held on (its instruction and codes), for a kind whose identity is its subject. */
  private heldRequest: OpenRequest | null = null;
  /** The open request this review resumed had no codes in memory (a reload). */
  private resumedWithoutCodes = false;
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
    /** The session's request journal and this journey's kind in it. */
    private readonly memory: JournalMemory | null = null,
  ) {}

  /** The codes bound to the subject under review (read-only outside: type() changes them). */
  get codes(): Pick<SigningCodes, 'subject' | 'kind' | 'digits' | 'cannotSign' | 'code'> {
    return this.signingCodes;
  }

  /**
   * A code is asked for now: a subject to sign and a signing service to check and count its codes,
   * and either the kind needs a Transaction Security Code or the bank answered 0004 (any kind the bank
   * can answer 0004 shows the Re-authentication field, docs/rules/credentials.md).
   */
  get needsCode(): boolean {
    return this.signing !== null && this.signingCodes.subject !== null && (this.transactionCodeNeeded || this.heldForReauthentication);
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
    const refusedForGood = this.state.kind === 'refused' && !this.heldForReauthentication;
    if (this.attempt && values === this.reviewed && !refusedForGood) {
      this.changed();
      return 'same';
    }
    this.reviewed = values;
    this.instruction = instruction ?? null;
    this.ownFieldReauthentication = false;
    this.identity = this.memory?.identify ? this.memory.identify(instruction) : values;
    // A request that pays the same is out or its answer was lost (in this flow's life or before it,
    // by this route or another): never a second key for it.
    const open = this.memory ? this.memory.journal.open(this.memory.scope, this.identity) : null;
    this.attempt = new IdempotentConfirmation<Outcome>(this.keys, open ? { key: open.key, answer: open.answer } : undefined);
    this.resumedCodes = open && open.values === values ? open.codes : null;
    this.heldBy = open && open.values !== values ? open.key : null;
    this.heldRequest = this.heldBy !== null && this.memory?.sameByIdentity ? open : null;
    this.resumedWithoutCodes = open !== null && open.values === values && open.codes === null;
    this.changed();
    return 'new';
  }

  /**
   * This review pays the same as an earlier request whose answer is out or lost, made by another
   * route (a saved payee after someone new): it shows that request's unknown answer and sends nothing.
   */
  get held(): OpenRequest | null {
    if (!this.heldBy || !this.memory) return null;
    return this.memory.journal.openByKey(this.heldBy);
  }

  /** The customer typed into the code field asked for now (ignored while frozen: the retry resends what was sent). */
  typeCode(raw: string): void {
    if (this.frozen && !this.codeToRetype) return;
    this.signingCodes.type(raw);
    this.changed();
  }

  /**
   * A request resumed from the journal after a reload: its codes were never stored, so the retry
   * under its key needs the code typed again (the only entry that may change while frozen).
   */
  private get codeToRetype(): boolean {
    return this.resumedWithoutCodes && this.state.kind === 'unknown' && this.needsCode;
  }

  /** The bank holds the request for re-authentication (0004 answered): every try keeps the key. */
  private get heldForReauthentication(): boolean {
    return this.signingCodes.kind === 'reauthentication' || this.ownFieldReauthentication;
  }

  /** After 0004 to a change that signs nothing: the page shows its Re-authentication field until the change is done. */
  get asksForReauthenticationCode(): boolean {
    return this.ownFieldReauthentication && !this.accepted;
  }

  /**
   * A lost try's codes are held for the retry (found in the journal, or kept from this page's own lost
   * try): Try again sends them, so no code field is asked for.
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
    if (!this.attempt) return { kind: 'not-sent', reason: 'no-review' };
    const heldRequest = this.heldRequest;
    if (heldRequest) {
      // The same subject: this review IS the request it is held on. Its instruction goes again under its
      // key (its attempt already has that key), never this page's under a new one.
      this.heldBy = null;
      this.heldRequest = null;
      this.reviewed = heldRequest.values;
      this.instruction = JSON.parse(heldRequest.values) as unknown;
      this.resumedCodes = heldRequest.codes;
      this.resumedWithoutCodes = heldRequest.codes === null;
    } else if (this.heldBy) {
      const holding = this.held;
      // Still out or lost: the same answer again, nothing sent (the customer checks what the bank lists).
      if (holding) return holding.answer;
      // That request has its answer now: this one is a payment of its own, under a key of its own.
      this.heldBy = null;
      this.attempt = new IdempotentConfirmation<Outcome>(this.keys);
      this.changed();
    }
    const attempt = this.attempt;
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
    const memory = this.memory;
    const reviewed = { values: this.reviewed ?? 'null', identity: this.identity ?? this.reviewed ?? 'null', instruction: this.instruction };
    let sentKey: string | null = null;
    const pending = attempt.confirm(
      (key) => {
        sentKey = key;
        // Written before the request leaves: leaving now, or a reload, still finds it.
        memory?.journal.record({ kind: memory.scope, identity: reviewed.identity, values: reviewed.values, key, codes });
        return send(key, codes, reviewed.instruction);
      },
      { holdKey: this.heldForReauthentication },
    );
    this.changed();
    const answer = await pending;
    // The press that sent settles the journal, whether or not the customer is still on the page.
    if (sentKey !== null) memory?.journal.settle(sentKey, answer);
    if (joining || attempt !== this.attempt) return answer;
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
