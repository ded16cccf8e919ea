import { signingKey, type SigningSubject } from './signing-digits';

/**
 * Dynamic linking (PSD2 RTS article 5): a code is kept with the values it signed, and it is only
 * ever sent for those values. Change the amount or the payee after the review and the code is gone;
 * the customer makes a new one for the new values.
 */
export interface LinkedCode {
  readonly code: string;
  /** signingKey() of the subject the code was typed for. */
  readonly key: string;
}

export function linkCode(code: string, subject: SigningSubject): LinkedCode {
  return { code, key: signingKey(subject) };
}

/** The code when it was made for exactly this subject, else null (a new code is needed). */
export function codeFor(linked: LinkedCode | null, subject: SigningSubject): string | null {
  return linked !== null && linked.key === signingKey(subject) ? linked.code : null;
}

/** Keeps the code only while the subject is unchanged: what a journey calls whenever its values change. */
export function keepIfStillLinked(linked: LinkedCode | null, subject: SigningSubject): LinkedCode | null {
  return codeFor(linked, subject) === null ? null : linked;
}
