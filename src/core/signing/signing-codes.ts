import { codeFor, linkCode, type LinkedCode } from './linked-code';
import type { SigningCodeKind } from './signing-device';
import { signingDigits, signingKey, type SigningDigits, type SigningSubject } from './signing-digits';

/** The codes a confirm carries besides its Idempotency-Key, each in its own field. */
export interface SigningCodesToSend {
  /** The Transaction Security Code, for a subject that needs one. */
  transactionCode?: string;
  /** The Re-authentication Security Code, after the bank answered 0004. */
  reauthenticationCode?: string;
}

/** docs/rules/credentials.md: why a reference under 4 digits cannot sign. */
export const referenceTooShortMessage = 'A reference needs at least 4 digits.';

/**
 * Both codes of one signing subject (amount, payee, account, reference), bound to it (PSD2 RTS
 * article 5, dynamic linking). Any change of the subject clears EVERY code and asks for the
 * Transaction Security Code again, with the new digits: a code typed for £10,000.00, or a
 * Transaction Security Code accepted before a 0004, is never sent with another amount.
 */
export class SigningCodes {
  private current: SigningSubject | null = null;
  private currentKey: string | null = null;
  private asking: SigningCodeKind = 'transaction';
  private readonly typed: Record<SigningCodeKind, LinkedCode | null> = { transaction: null, reauthentication: null };

  get subject(): SigningSubject | null {
    return this.current;
  }

  /** Which code the customer is asked for now. */
  get kind(): SigningCodeKind {
    return this.asking;
  }

  get digits(): SigningDigits | null {
    return this.current ? signingDigits(this.current) : null;
  }

  /** Why nothing can be signed for this subject (null when it can): a reference under 4 digits. */
  get cannotSign(): string | null {
    return this.asking === 'transaction' && this.digits?.identifierTooShort ? referenceTooShortMessage : null;
  }

  /** The subject under review (null: nothing to sign). Returns true when it changed. */
  bind(subject: SigningSubject | null): boolean {
    const key = subject ? signingKey(subject) : null;
    if (key === this.currentKey) {
      this.current = subject;
      return false;
    }
    this.current = subject;
    this.currentKey = key;
    this.asking = 'transaction';
    this.typed.transaction = null;
    this.typed.reauthentication = null;
    return true;
  }

  /** The customer typed into the field of the code asked for now. */
  type(raw: string): void {
    if (this.current) this.typed[this.asking] = linkCode(raw, this.current);
  }

  /** The code of `kind` as typed for the current subject ('' when none). */
  code(kind: SigningCodeKind = this.asking): string {
    return this.current ? (codeFor(this.typed[kind], this.current) ?? '') : '';
  }

  /** 0004: the bank holds the request for a Re-authentication Security Code; the accepted Transaction Security Code stays. */
  askForReauthentication(): void {
    this.asking = 'reauthentication';
    this.typed.reauthentication = null;
  }

  /** The bank refused the code just sent (OLR_0043): the field empties for the next one. */
  dropWrong(): void {
    this.typed[this.asking] = null;
  }

  /** What goes with the request, each code in its own field. */
  toSend(normalise: (raw: string) => string): SigningCodesToSend {
    if (!this.current) return {};
    const transactionCode = normalise(this.code('transaction'));
    if (this.asking === 'transaction') return transactionCode ? { transactionCode } : {};
    return { ...(transactionCode ? { transactionCode } : {}), reauthenticationCode: normalise(this.code('reauthentication')) };
  }
}
