import type { Clock, Scheduler } from '../shared/clock.port';
import { AttemptCounter, reauthenticationLimits, transactionSigningLimits } from './attempt-counter';
import type { SigningCodeKind } from './signing-device';
import { normaliseCode, reauthenticationCodeError, transactionCodeError, wrongCodeMessage } from './transaction-security-code';

/** Result code 0004: the bank wants a Re-authentication Security Code before it goes on (docs/rules/error-catalogue.md). */
export const ReauthenticationResult = '0004';

/** What the bank said about a signed request, as the adapter maps it. */
export type SigningAnswer = 'accepted' | 'wrong-code' | 'reauthentication-required';

export type SigningCheck =
  | { ok: true; code: string }
  | { ok: false; reason: 'invalid'; message: string }
  | { ok: false; reason: 'locked'; secondsUntilRelease: number };

export type SigningVerdict =
  | { kind: 'signed' }
  | { kind: 'wrong-code'; message: string; locked: boolean; attemptsLeft: number; secondsUntilRelease: number }
  | { kind: 'reauthenticate' };

/**
 * Signing for every journey that needs a code (move money, amending a standing order ...): the code
 * rule before sending, and the counters after the bank's answer. One instance for the session
 * (a singleton cleared at log-off), so leaving a locked review and coming back does not unlock it.
 */
export class TransactionSigning {
  readonly transaction: AttemptCounter;
  readonly reauthentication: AttemptCounter;

  constructor(
    clock: Clock,
    scheduler: Scheduler,
    private readonly phone: string,
  ) {
    this.transaction = new AttemptCounter(clock, scheduler, transactionSigningLimits);
    this.reauthentication = new AttemptCounter(clock, scheduler, reauthenticationLimits);
  }

  counter(kind: SigningCodeKind): AttemptCounter {
    return kind === 'transaction' ? this.transaction : this.reauthentication;
  }

  /** May this code be sent now? A locked counter sends nothing, whatever is typed. */
  check(raw: string, kind: SigningCodeKind = 'transaction'): SigningCheck {
    const counter = this.counter(kind);
    if (counter.locked) return { ok: false, reason: 'locked', secondsUntilRelease: counter.secondsUntilRelease };
    const message = kind === 'transaction' ? transactionCodeError(raw) : reauthenticationCodeError(raw);
    return message === null ? { ok: true, code: normaliseCode(raw) } : { ok: false, reason: 'invalid', message };
  }

  /** Counts the bank's answer to a code of this kind. */
  record(answer: SigningAnswer, kind: SigningCodeKind = 'transaction'): SigningVerdict {
    const counter = this.counter(kind);
    if (answer === 'accepted') {
      counter.recordSuccess();
      return { kind: 'signed' };
    }
    if (answer === 'reauthentication-required') {
      // The transaction code itself was right; the bank asks for one more code.
      this.transaction.recordSuccess();
      return { kind: 'reauthenticate' };
    }
    const locked = counter.recordWrong();
    return {
      kind: 'wrong-code',
      message: wrongCodeMessage(this.phone),
      locked: locked || counter.locked,
      attemptsLeft: counter.attemptsLeft,
      secondsUntilRelease: counter.secondsUntilRelease,
    };
  }

  reset(): void {
    this.transaction.reset();
    this.reauthentication.reset();
  }
}
