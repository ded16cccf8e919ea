import type { ConfirmAnswer } from '../journey/confirm-answer';
import type { SigningCodesToSend } from '../signing/signing-codes';
import { answerOfOpen, isOpen, stateOf, type UnknownAnswer } from './journal-entry';
import type { JournalStore, StoredJournalEntry } from './journal-store.port';

/** A request the bank may have acted on, as a new flow finds it: its key, the codes it was sent with (if still in memory) and its answer. */
export interface OpenRequest {
  key: string;
  /** The exact instruction it sent: the same instruction resumes it; another one that pays the same is held. */
  values: string;
  /** The codes of the last try; null after a reload (codes are never stored) or for a request sent without one. */
  codes: SigningCodesToSend | null;
  answer: UnknownAnswer;
  at: number;
}

/** One request about to be sent: written to the journal before the first byte leaves. */
export interface RequestToSend {
  kind: string;
  identity: string;
  values: string;
  key: string;
  codes: SigningCodesToSend;
}

/** The most a tab keeps (a session rarely sends more than a few dozen changes). */
const mostEntries = 200;

/**
 * The journal of state-changing requests, money-moving ones first among them: one per session,
 * written BEFORE each send, so a request whose answer is still out or was lost is known to every
 * later flow, whatever route it takes (docs/never-twice.md).
 *
 * A new flow asks `open(kind, identity)`: a request of the same kind and identity (for a payment,
 * what it pays: from-account, the payee's account or the company and reference, the amount) that is
 * sending or unknown comes back with its key. The flow then sends the SAME request under that key, or
 * holds a different one that pays the same; it never makes a second key for it.
 *
 * It outlives the flow and the route (a session singleton), and a reload in the same tab (the store,
 * without codes); it answers only for the customer who made the request; log-off wipes it (`reset`).
 */
export class RequestJournal {
  private entries: StoredJournalEntry[] = [];
  /** Codes live here only: never in the store. */
  private readonly codes = new Map<string, SigningCodesToSend>();
  private loaded = false;

  constructor(
    private readonly store: JournalStore,
    /** The customer logged on now (their CIN), null before log-on. */
    private readonly customer: () => string | null,
    private readonly now: () => number,
  ) {}

  /** The latest request of `kind` and `identity` the bank may still act on, for the customer logged on now. */
  open(kind: string, identity: string): OpenRequest | null {
    const customer = this.customer();
    const entry = this.all()
      .filter((e) => e.kind === kind && e.identity === identity && e.customer === customer && isOpen(e.state))
      .at(-1);
    return entry ? this.asOpen(entry) : null;
  }

  /** The request sent under `key`, while the bank may still act on it. */
  openByKey(key: string): OpenRequest | null {
    const entry = this.all().find((e) => e.key === key);
    return entry && entry.customer === this.customer() && isOpen(entry.state) ? this.asOpen(entry) : null;
  }

  /**
   * The instructions of `kind` that are still open, as the JSON they were sent as: a page that holds no
   * instruction yet (a message opened again) finds its own here.
   */
  valuesIn(kind: string): string[] {
    const customer = this.customer();
    return this.all()
      .filter((e) => e.kind === kind && e.customer === customer && isOpen(e.state))
      .map((e) => e.values);
  }

  /** Called before a request is sent (every try): it is now 'sending' under its key. */
  record(request: RequestToSend): void {
    const entries = this.all();
    const existing = entries.find((e) => e.key === request.key);
    const entry: StoredJournalEntry = {
      key: request.key,
      kind: request.kind,
      identity: request.identity,
      values: request.values,
      at: existing?.at ?? this.now(),
      state: 'sending',
      customer: this.customer(),
    };
    this.entries = [...entries.filter((e) => e.key !== request.key), entry].slice(-mostEntries);
    this.codes.set(request.key, request.codes);
    this.persist();
  }

  /** The answer to the request sent under `key` came in (or could not be read). */
  settle(key: string, answer: ConfirmAnswer<unknown>): void {
    const entries = this.all();
    const entry = entries.find((e) => e.key === key);
    if (!entry) return;
    const state = stateOf(answer);
    const settled: StoredJournalEntry = { key: entry.key, kind: entry.kind, identity: entry.identity, values: entry.values, at: entry.at, state, customer: entry.customer };
    if (answer.kind === 'unknown') {
      settled.reason = answer.reason;
      settled.code = answer.code;
    }
    this.entries = entries.map((e) => (e.key === key ? settled : e));
    // A definite answer needs no retry: its codes go.
    if (!isOpen(state)) this.codes.delete(key);
    this.persist();
  }

  /** Log-off: nothing of this customer stays, in memory or in the tab's storage. */
  reset(): void {
    this.entries = [];
    this.codes.clear();
    this.loaded = true;
    this.persist();
  }

  private asOpen(entry: StoredJournalEntry): OpenRequest {
    return { key: entry.key, values: entry.values, codes: this.codes.get(entry.key) ?? null, answer: answerOfOpen(entry), at: entry.at };
  }

  /**
   * The entries, read from the store once (after a reload they are back; the constructor touches
   * nothing). Every method reads through here before it writes, and `reset` marks the store read, so
   * nothing is in memory yet when the store is read: its entries are taken as they are.
   */
  private all(): StoredJournalEntry[] {
    if (!this.loaded) {
      this.loaded = true;
      this.entries = this.store.load();
    }
    return this.entries;
  }

  private persist(): void {
    this.store.save(this.entries);
  }
}
