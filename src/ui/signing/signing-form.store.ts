import { makeAutoObservable, runInAction } from 'mobx';
import type { ConfirmResult, SignedConfirmation } from '../../core/journey/signed-confirmation';
import type { SigningCodeKind } from '../../core/signing/signing-device';
import type { SigningDigits, SigningSubject } from '../../core/signing/signing-digits';
import type { TransactionSigning } from '../../core/signing/transaction-signing';
import { FormTouchState } from '../shared/form-touch-state';

/**
 * The signing part of one review page, for any journey: VIEW state only. The codes, the subject
 * they are bound to, which code is asked for, and what a press may send are core's
 * (SignedConfirmation); this mirrors them for `observer` views and adds the field's touched state,
 * the bank's last word (OLR_0043) and the lock, copied from the session's counters.
 *
 * Make one per journey with `new SigningFormState(journey.confirmation, signing)`; the panel calls
 * `start()` in an effect and `dispose()` on unmount.
 */
export class SigningFormState {
  serverMessage: string | null = null;
  /** Why the instruction cannot be signed, after a press (a reference under 4 digits). */
  blockedMessage: string | null = null;
  locked = false;
  secondsUntilRelease = 0;
  attemptsLeft: number;
  /** Counts failed presses so the view can move focus. */
  failures = 0;
  readonly touch = new FormTouchState<'code'>();
  private version = 0;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly confirmation: SignedConfirmation<unknown>,
    private readonly signing: TransactionSigning,
  ) {
    this.attemptsLeft = signing.transaction.attemptsLeft;
    makeAutoObservable<this, 'confirmation' | 'signing' | 'unsubscribe'>(
      this,
      { confirmation: false, signing: false, unsubscribe: false },
      { autoBind: true },
    );
  }

  start(): void {
    this.stop();
    const stops = [
      this.signing.transaction.subscribe(this.sync),
      this.signing.reauthentication.subscribe(this.sync),
      this.confirmation.subscribe(() => runInAction(() => (this.version += 1))),
    ];
    this.unsubscribe = () => stops.forEach((stop) => stop());
    this.sync();
  }

  dispose(): void {
    this.stop();
  }

  /** The code asked for now: the Transaction Security Code, or after 0004 the Re-authentication one. */
  get kind(): SigningCodeKind {
    void this.version;
    return this.confirmation.codes.kind;
  }

  get subject(): SigningSubject | null {
    void this.version;
    return this.confirmation.codes.subject;
  }

  get digits(): SigningDigits | null {
    void this.version;
    return this.confirmation.codes.digits;
  }

  /** Core says this subject cannot be signed (shown before any press, as a notice). */
  get cannotSign(): string | null {
    void this.version;
    return this.confirmation.codes.cannotSign;
  }

  /** No answer yet: the code that was sent stays as it is (core's frozen state). */
  get frozen(): boolean {
    void this.version;
    return this.confirmation.frozen;
  }

  /** What the field shows: the code typed for this subject, '' once the subject changed. */
  get code(): string {
    void this.version;
    return this.confirmation.codes.code();
  }

  get fieldError(): string | null {
    const check = this.signing.check(this.code, this.kind);
    return this.touch.visibleError('code', check.ok || check.reason === 'locked' ? null : check.message);
  }

  setCode(value: string): void {
    this.confirmation.typeCode(value);
    this.serverMessage = null;
  }

  /** What a press of Confirm came to, for the form: its messages, the field's state, focus. */
  noteResult(result: ConfirmResult<unknown>): void {
    if (result.kind === 'not-sent') {
      this.touch.attemptSubmit();
      this.failures += 1;
      this.blockedMessage = result.reason === 'cannot-sign' ? result.message : null;
      return;
    }
    this.blockedMessage = null;
    const verdict = result.signing;
    if (!verdict) return;
    if (verdict.kind === 'wrong-code') {
      this.serverMessage = verdict.message;
      this.touch.reset();
      this.failures += 1;
    } else {
      // Signed, or the bank now asks for the Re-authentication Security Code in its own, empty field.
      this.serverMessage = null;
      this.touch.reset();
    }
    this.sync();
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
