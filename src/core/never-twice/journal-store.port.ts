import type { JournalState } from './journal-entry';

/**
 * What the journal keeps across a reload in the same tab: never a code (codes stay in memory only),
 * never a password. The format and where it is kept are the adapter's.
 */
export interface StoredJournalEntry {
  key: string;
  /** The journey that made the request ('move-money', 'manage-money/cancel' ...). */
  kind: string;
  /** What the request pays or changes (paymentIdentity for a payment; the subject for other changes). */
  identity: string;
  /** The instruction as reviewed, as JSON: a page that holds none yet finds its own by it. */
  values: string;
  /** When it was first sent (epoch ms). */
  at: number;
  state: JournalState;
  /** The customer whose request it is (their CIN): another customer never sees it. */
  customer: string | null;
  /** The answer's reason and code while the state is unknown. */
  reason?: string;
  code?: string;
}

export const JournalStore = Symbol('JournalStore');
export interface JournalStore {
  load(): StoredJournalEntry[];
  save(entries: readonly StoredJournalEntry[]): void;
}
