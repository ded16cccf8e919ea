import { makeAutoObservable } from 'mobx';
import { codeFor, keepIfStillLinked, linkCode, type LinkedCode } from '../../core/signing/linked-code';
import { signingDigits, type SigningDigits, type SigningSubject } from '../../core/signing/signing-digits';
import type { SigningCodeKind } from '../../core/signing/signing-device';
import type { SigningAnswer, SigningVerdict, TransactionSigning } from '../../core/signing/transaction-signing';
import { FormTouchState } from '../shared/form-touch-state';

/**
 * The signing part of one review page, for any journey: the code typed, bound to the values it signs
 * (dynamic linking: a changed amount or payee drops it), the field's touched state, the bank's last
 * word (OLR_0043) and the lock, copied from the session's counters so `observer` views follow them.
 *
 * Create one per review with `new SigningFormState(signing, subject)`, call `start()` in an effect and
 * `dispose()` on unmount. The journey keeps `linked` if it wants the code to survive Back.
 */
export class SigningFormState {
  kind: SigningCodeKind = 'transaction';
  subject: SigningSubject;
  /** The code with the values it was typed for. */
  linked: LinkedCode | null = null;
  /** What is in the field when it is not (yet) a linked code: a code being typed is kept as typed. */
  draft = '';
  serverMessage: string | null = null;
  locked = false;
  secondsUntilRelease = 0;
  attemptsLeft: number;
  /** Counts failed submits so the view can move focus. */
  failures = 0;
  readonly touch = new FormTouchState<'code'>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly signing: TransactionSigning,
    subject: SigningSubject,
  ) {
    this.subject = subject;
    this.attemptsLeft = signing.transaction.attemptsLeft;
    makeAutoObservable<this, 'signing' | 'unsubscribe'>(this, { signing: false, unsubscribe: false }, { autoBind: true });
  }

  start(): void {
    this.stop();
    const a = this.signing.transaction.subscribe(this.sync);
    const b = this.signing.reauthentication.subscribe(this.sync);
    this.unsubscribe = () => {
      a();
      b();
    };
    this.sync();
  }

  dispose(): void {
    this.stop();
  }

  get digits(): SigningDigits {
    return signingDigits(this.subject);
  }

  /** What the field shows. */
  get code(): string {
    return codeFor(this.linked, this.subject) ?? this.draft;
  }

  get fieldError(): string | null {
    const check = this.signing.check(this.code, this.kind);
    return this.touch.visibleError('code', check.ok || check.reason === 'locked' ? null : check.message);
  }

  setCode(value: string): void {
    this.draft = value;
    this.linked = linkCode(value, this.subject);
    this.serverMessage = null;
  }

  /** The journey's values changed (Back, then a new amount or payee): a code for the old ones goes. */
  setSubject(subject: SigningSubject): void {
    this.subject = subject;
    const kept = keepIfStillLinked(this.linked, subject);
    if (kept === null) {
      this.linked = null;
      this.draft = '';
    }
  }

  /** Before sending: the code to send, or null (and the reason is on screen). */
  codeToSend(): string | null {
    this.touch.attemptSubmit();
    const check = this.signing.check(this.code, this.kind);
    if (check.ok) return check.code;
    this.failures += 1;
    return null;
  }

  /** The bank's answer to the code just sent. */
  recordAnswer(answer: SigningAnswer): SigningVerdict {
    const verdict = this.signing.record(answer, this.kind);
    if (verdict.kind === 'wrong-code') {
      this.serverMessage = verdict.message;
      this.clearCode();
      this.failures += 1;
    } else if (verdict.kind === 'reauthenticate') {
      this.kind = 'reauthentication';
      this.serverMessage = null;
      this.clearCode();
    } else {
      this.serverMessage = null;
    }
    this.sync();
    return verdict;
  }

  private clearCode(): void {
    this.linked = null;
    this.draft = '';
    this.touch.reset();
  }

  private sync(): void {
    const counter = this.signing.counter(this.kind);
    this.locked = counter.locked;
    this.secondsUntilRelease = counter.secondsUntilRelease;
    this.attemptsLeft = counter.attemptsLeft;
    // After the lock the old OLR_0043 no longer describes the state.
    if (!this.locked && this.attemptsLeft === counter.limits.maxAttempts && this.serverMessage !== null && this.failures > 0) {
      this.serverMessage = null;
    }
  }

  private stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}
