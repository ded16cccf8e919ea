import type { RequestJournal } from '../never-twice/request-journal';

/**
 * A confirmation's place in the session's request journal: the journal, the journey's kind in it,
 * and how it names what an instruction pays or changes. Without `identify` the instruction's JSON is
 * its identity (a change of one subject); a payment names what it pays (paymentIdentity), so the same
 * payment made by another route is found.
 */
export interface JournalMemory {
  journal: RequestJournal;
  scope: string;
  identify?: (instruction: unknown) => string;
  /**
   * The identity names the subject itself, not only what it pays: two instructions of one identity
   * are one request (a loan under a new quote borrows the same; the bank keeps the first one's key).
   * A review held on an open request then sends THAT request, its instruction under its key, on every
   * try: the bank answers 409 while it is carrying it out and its record of it afterwards. Without it
   * (a payment by another route) the held review sends nothing while the first is open, then its own.
   */
  sameByIdentity?: boolean;
}
