import type { JournalStore, StoredJournalEntry } from './journal-store.port';
import { RequestJournal } from './request-journal';

/** Keeps the entries in the object only: for tests and for a profile without browser storage. */
export class InMemoryJournalStore implements JournalStore {
  private entries: StoredJournalEntry[] = [];

  load(): StoredJournalEntry[] {
    return this.entries.map((e) => ({ ...e }));
  }

  save(entries: readonly StoredJournalEntry[]): void {
    this.entries = entries.map((e) => ({ ...e }));
  }
}

/** A journal for one customer that keeps nothing beyond itself. */
export function inMemoryJournal(customer: string | null = null, now: () => number = () => 0): RequestJournal {
  return new RequestJournal(new InMemoryJournalStore(), () => customer, now);
}
