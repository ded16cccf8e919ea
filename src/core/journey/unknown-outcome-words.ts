/**
 * What a confirming journey calls the instruction it sends, for the words of an unknown outcome:
 * `subject` lower case ('payment', 'cancellation', 'application'), `mayHave` what the bank may have
 * done with it ('gone through' by default; 'been received' for an application).
 */
export interface OutcomeWords {
  subject: string;
  mayHave?: string;
}

/** The default for a journey that does not name what it confirms. */
export const instructionWords: OutcomeWords = { subject: 'instruction' };

/** The one sentence of every unknown outcome (the notice on the page and the leave warning alike). */
export function mayHaveWords({ subject, mayHave = 'gone through' }: OutcomeWords): string {
  return `Your ${subject} may have ${mayHave}.`;
}

/**
 * The leave warning's words while a confirmation is out or its answer is unknown:
 * not 'what you typed will be lost' but that the bank may have acted. Leaving is safe (the lost answer
 * is kept for the session, and the same instruction made again carries the same key), but the
 * customer must look at what the bank lists before making it again.
 */
export function leaveWhileUnknownWords(words: OutcomeWords): string {
  return `We have not had an answer from the bank yet. ${mayHaveWords(words)} If you leave now, check what the bank lists before you make it again.`;
}

/** An application (savings, lending): the bank may have received it. */
export const applicationWords: OutcomeWords = { subject: 'application', mayHave: 'been received' };
