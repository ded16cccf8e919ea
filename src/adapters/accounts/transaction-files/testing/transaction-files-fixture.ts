import type { Transaction } from '../../../../core/accounts/transaction';
import { transactionsForFile } from '../../../../core/accounts/transaction-file';
import { fakeTransactions } from '../../../fakes/fake-accounts.data';

/*
 * What the writers' specs (the whole-file and sliced writers, and the Web Worker's) write: one fixture
 * so both prove the same bytes for the same rows.
 */

/** The range a file is asked for. */
export const fileRange = { from: '2025-01-01', to: '2026-11-22' };

/** The fake transactions in that range, as core chooses and orders them for a file. */
export const fileTransactions: Transaction[] = transactionsForFile(fakeTransactions(), fileRange);

/** When the file is written: the OFX header's 20261122120000. */
export const fileGeneratedAt = Date.UTC(2026, 10, 22, 12);

/** n rows for a large file: the fixture's transactions over and over, each with an id of its own. */
export const manyRows = (n: number): Transaction[] =>
  Array.from({ length: n }, (_, i) => ({ ...(fileTransactions[i % fileTransactions.length] as Transaction), id: `T${i}` }));

/** A Blob's UTF-8 bytes as text, the byte order mark kept (Blob.text() drops it). */
export const blobText = async (blob: Blob): Promise<string> => Buffer.from(await blob.arrayBuffer()).toString('utf8');

/** UTF-8 bytes written slice by slice, as one text. */
export const utf8Text = (bytes: readonly Uint8Array[] | undefined): string => Buffer.concat((bytes ?? []).map((b) => Buffer.from(b))).toString('utf8');

/**
 * Counts the macrotasks that run until stop(): each turn is a moment the page could run, so a
 * writer that yields between slices (or batches) lets it count up while the file is written.
 */
export function turnCounter(): { readonly turns: number; stop(): void } {
  let turns = 0;
  let counting = true;
  const tick = (): void => {
    if (!counting) return;
    turns += 1;
    setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  return {
    get turns() {
      return turns;
    },
    stop() {
      counting = false;
    },
  };
}
