import { MalformedAnswer } from './dto-reader';

/**
 * Collects the fields of one record that were not as agreed and were replaced by their safe default
 *: one odd field must not cost the customer the whole list.
 */
export class OddFields {
  readonly problems: string[] = [];

  /** The field as read, or `fallback` (and a note of what was wrong) when the reader refuses it. */
  read<T>(reader: () => T, fallback: T): T {
    try {
      return reader();
    } catch (error) {
      if (!(error instanceof MalformedAnswer)) throw error;
      this.problems.push(error.message);
      return fallback;
    }
  }

  note(problem: string): void {
    this.problems.push(problem);
  }
}
