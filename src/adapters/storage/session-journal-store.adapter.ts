import { injectable } from 'inversify';
import type { JournalState } from '../../core/never-twice/journal-entry';
import type { JournalStore, StoredJournalEntry } from '../../core/never-twice/journal-store.port';

const storageKey = 'ob.requestJournal';
const states: readonly JournalState[] = ['sending', 'unknown', 'done', 'refused'];

/**
 * The request journal in the tab's sessionStorage: it outlives a reload in the same tab and goes
 * with the tab, and log-off clears it (ClearCustomerData empties sessionStorage). Only the fields of
 * StoredJournalEntry are written (never a code). Storage may be unavailable or hold something else:
 * every access degrades to "nothing kept" rather than throwing, and an entry that does not read as
 * one is dropped.
 */
@injectable()
export class SessionJournalStore implements JournalStore {
  load(): StoredJournalEntry[] {
    try {
      const text = window.sessionStorage.getItem(storageKey);
      if (!text) return [];
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed.flatMap((item) => (isEntry(item) ? [entryOf(item)] : [])) : [];
    } catch {
      return [];
    }
  }

  save(entries: readonly StoredJournalEntry[]): void {
    try {
      if (entries.length === 0) window.sessionStorage.removeItem(storageKey);
      else window.sessionStorage.setItem(storageKey, JSON.stringify(entries.map(entryOf)));
    } catch {
      /* storage unavailable or full: the journal still holds the tab's requests in memory */
    }
  }
}

/** Exactly the stored fields, whatever else an object carries. */
function entryOf(e: StoredJournalEntry): StoredJournalEntry {
  return {
    key: e.key,
    kind: e.kind,
    identity: e.identity,
    values: e.values,
    at: e.at,
    state: e.state,
    customer: e.customer,
    ...(e.reason !== undefined ? { reason: e.reason } : {}),
    ...(e.code !== undefined ? { code: e.code } : {}),
  };
}

function isEntry(item: unknown): item is StoredJournalEntry {
  if (typeof item !== 'object' || item === null) return false;
  const e = item as Record<string, unknown>;
  return (
    typeof e.key === 'string' &&
    typeof e.kind === 'string' &&
    typeof e.identity === 'string' &&
    typeof e.values === 'string' &&
    typeof e.at === 'number' &&
    states.includes(e.state as JournalState) &&
    (e.customer === null || typeof e.customer === 'string') &&
    (e.reason === undefined || typeof e.reason === 'string') &&
    (e.code === undefined || typeof e.code === 'string')
  );
}
