import type { Clock, Scheduler } from '../shared/clock.port';
import { Constants } from '../shared/constants';

/**
 * The signing counters of docs/rules/log-on-states.md and docs/rules/constants.md. `attempt` is the number of the try about to be
 * made (1 to max). A wrong code moves it on; the wrong code on the last try locks signing for the
 * lock time, and when the lock expires the counter starts again at 1.
 *
 * TDS (transaction signing): 3 tries, 30 s. Re-authentication (result 0004): 3 tries, 300 s.
 */
export interface AttemptLimits {
  maxAttempts: number;
  lockMs: number;
}

export const transactionSigningLimits: AttemptLimits = {
  maxAttempts: Constants.tds.maxAttempts,
  lockMs: Constants.tds.lockSeconds * 1000,
};

export const reauthenticationLimits: AttemptLimits = {
  maxAttempts: Constants.reauth.maxAttempts,
  lockMs: Constants.reauth.lockSeconds * 1000,
};

export interface AttemptState {
  /** The try about to be made, 1-based. */
  attempt: number;
  /** Epoch ms when the lock ends; null when not locked. */
  lockedUntil: number | null;
}

export const firstAttempt: AttemptState = { attempt: 1, lockedUntil: null };

/** The pure rule: what a wrong code does to the state at time `now`. */
export function afterWrongCode(state: AttemptState, now: number, limits: AttemptLimits): AttemptState {
  const current = state.lockedUntil !== null && now >= state.lockedUntil ? firstAttempt : state;
  if (current.lockedUntil !== null) return current;
  if (current.attempt >= limits.maxAttempts) return { attempt: current.attempt, lockedUntil: now + limits.lockMs };
  return { attempt: current.attempt + 1, lockedUntil: null };
}

/** An expired lock is the first try again. */
export function settle(state: AttemptState, now: number): AttemptState {
  return state.lockedUntil !== null && now >= state.lockedUntil ? firstAttempt : state;
}

/**
 * One counter with its clock: it settles an expired lock by timer (so a view shows the release
 * without being touched) and tells listeners of every change. Core has no MobX: a view model
 * subscribes and copies what it needs into observables.
 */
export class AttemptCounter {
  private state: AttemptState = firstAttempt;
  private cancelRelease: (() => void) | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
    readonly limits: AttemptLimits,
  ) {}

  get attempt(): number {
    return settle(this.state, this.clock.now()).attempt;
  }

  get locked(): boolean {
    return settle(this.state, this.clock.now()).lockedUntil !== null;
  }

  /** Tries left before the lock, counting the one about to be made. */
  get attemptsLeft(): number {
    return this.locked ? 0 : this.limits.maxAttempts - this.attempt + 1;
  }

  /** Whole seconds until the lock ends (0 when not locked). */
  get secondsUntilRelease(): number {
    const until = settle(this.state, this.clock.now()).lockedUntil;
    return until === null ? 0 : Math.ceil((until - this.clock.now()) / 1000);
  }

  /** Records a wrong code; returns true when it locked signing. */
  recordWrong(): boolean {
    const next = afterWrongCode(this.state, this.clock.now(), this.limits);
    const lockedNow = next.lockedUntil !== null && this.state.lockedUntil !== next.lockedUntil;
    this.set(next);
    if (lockedNow) this.scheduleRelease(this.limits.lockMs);
    return lockedNow;
  }

  /** A code the bank accepted: the next signing starts at the first try. */
  recordSuccess(): void {
    this.set(firstAttempt);
  }

  /** Log-off: forget everything. */
  reset(): void {
    this.set(firstAttempt);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private scheduleRelease(ms: number): void {
    this.cancelRelease?.();
    this.cancelRelease = this.scheduler.setTimeout(() => {
      this.cancelRelease = null;
      this.set(settle(this.state, this.clock.now()));
    }, ms);
  }

  private set(next: AttemptState): void {
    if (next.lockedUntil === null) {
      this.cancelRelease?.();
      this.cancelRelease = null;
    }
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }
}
