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
}
