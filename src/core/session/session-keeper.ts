import type { Clock, Scheduler } from '../shared/clock.port';
import type { SessionStatePort } from './auth-state';
import type { ClearCustomerData } from './clear-customer-data.use-case';
import { logOffReasonForCode, type LogOffReason } from './log-off-reason';
import type { RequestLogOff } from './request-log-off.use-case';
import { liveSessionStatusCodes, type SessionApi, type SessionCheckAnswer } from './session-api.port';
import type { SessionTimings } from './session-timings';

/**
 * Keeps the session alive and ends it when it should end (docs/rules/log-on-states.md, 'Session maintenance').
 *
 * - Every `checkIntervalMs` (60 s): a session check while the level is 30 or more, a keep-alive while
 *   it is from 10 to 29, nothing below. The level is read at each tick, so a rise from CAM10 to CAM30
 *   switches from keep-alive to check, and log-off (level 0) stops both.
 * - A failed check wipes the customer's data and opens the session-timeout modal; a session error of
 *   a listed kind (sessionErrorReasons) logs off to /logoff/{reason} (RequestLogOff).
 * - Inactivity (PSD2 RTS article 4(3)(d)): only `recordActivity()` counts, which the UI calls on
 *   keydown, pointerdown and route change; the checks and keep-alives never do. At CAM30 or above,
 *   `inactivityWarningBeforeMs` before the limit the warning opens (WCAG 2.2.1: one action,
 *   `stayLoggedOn()`, extends it); at the limit the customer is logged off to /logoff/inactivity.
 *   While the warning is open, other activity does not dismiss it: the customer answers it.
 *
 * Started from a UI effect (not a constructor) and stopped when that unmounts.
 */
export class SessionKeeper {
  private stopTicks: (() => void) | null = null;
  private stopWarningTimer: (() => void) | null = null;
  private stopLogOffTimer: (() => void) | null = null;
  private lastActivityAt = 0;
  private callInFlight = false;

  constructor(
    private readonly session: SessionStatePort,
    private readonly api: Pick<SessionApi, 'check' | 'keepAlive'>,
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
    private readonly requestLogOff: Pick<RequestLogOff, 'execute'>,
    private readonly clearCustomerData: Pick<ClearCustomerData, 'execute'>,
    private readonly timings: SessionTimings,
  ) {}

  get running(): boolean {
    return this.stopTicks !== null;
  }

  /** Starts the cadence and the inactivity clock. Starting twice is harmless. */
  start(): void {
    if (this.stopTicks) return;
    this.lastActivityAt = this.clock.now();
    this.stopTicks = this.scheduler.setInterval(() => void this.tick(), this.timings.checkIntervalMs);
    this.armWarning(this.warningAfterMs);
  }

  stop(): void {
    this.stopTicks?.();
    this.stopTicks = null;
    this.cancelInactivityTimers();
    if (this.session.state.inactivityWarningOpen) this.closeWarning();
  }

  /** The customer did something (key, pointer, route change). Background calls never come here. */
  recordActivity(): void {
    if (this.session.state.inactivityWarningOpen) return;
    this.lastActivityAt = this.clock.now();
  }

  /**
   * The warning's one action: the customer stays logged on. The inactivity clock starts again here,
   * and the bank's session is extended too (a keep-alive), so the bank does not end what the page
   * just promised to keep. A keep-alive that fails is left to the next session check, which finds
   * out whether the session is still alive and says so.
   */
  stayLoggedOn(): void {
    this.lastActivityAt = this.clock.now();
    this.closeWarning();
    if (!this.stopTicks) return;
    this.armWarning(this.warningAfterMs);
    void this.keepAlive();
  }

  private get warningAfterMs(): number {
    return Math.max(0, this.timings.inactivityLogOffMs - this.timings.inactivityWarningBeforeMs);
  }

  private async tick(): Promise<void> {
    if (this.callInFlight) return;
    const { level } = this.session.state;
    if (level >= 30) await this.guard(() => this.check());
    else if (level >= 10) await this.guard(() => this.keepAlive());
  }

  private async guard(call: () => Promise<void>): Promise<void> {
    this.callInFlight = true;
    try {
      await call();
    } finally {
      this.callInFlight = false;
    }
  }

  private async check(): Promise<void> {
    let answer: SessionCheckAnswer | null = null;
    try {
      answer = await this.api.check();
    } catch {
      answer = null;
    }
    // The customer may have logged off while the check was on its way: its answer no longer matters.
    if (this.session.state.level < 30) return;
    if (answer) {
      const reason = sessionEndReason(answer);
      if (reason) return this.endSession(reason);
      if (liveSessionStatusCodes.includes(answer.statusCode.trim().toUpperCase())) return;
    }
    this.timeOut();
  }

  private async keepAlive(): Promise<void> {
    try {
      await this.api.keepAlive();
    } catch {
      // Below CAM30 a lost keep-alive has no customer data to protect: the next log-on step will
      // fail on its own and show its error page. At CAM30 and above the next check decides.
    }
  }

  private timeOut(): void {
    this.cancelInactivityTimers();
    this.clearCustomerData.execute();
    this.session.update({ sessionTimeoutModalOpen: true });
    this.armWarning(this.warningAfterMs);
  }

  private endSession(reason: LogOffReason): void {
    this.cancelInactivityTimers();
    this.closeWarning();
    this.requestLogOff.execute({ reason });
    if (this.stopTicks) this.armWarning(this.warningAfterMs);
  }

  private armWarning(afterMs: number): void {
    this.stopWarningTimer?.();
    this.stopWarningTimer = this.scheduler.setTimeout(() => this.onWarningDue(), afterMs);
  }

  private onWarningDue(): void {
    this.stopWarningTimer = null;
    const idleMs = this.clock.now() - this.lastActivityAt;
    const dueInMs = this.warningAfterMs - idleMs;
    // Activity since the timer was set only moved the deadline: wait for the new one.
    if (dueInMs > 0) return this.armWarning(dueInMs);
    // Below CAM30 there is no inactivity log-off; look again after another full period.
    if (this.session.state.level < 30) {
      this.lastActivityAt = this.clock.now();
      return this.armWarning(this.warningAfterMs);
    }
    const logOffAt = this.lastActivityAt + this.timings.inactivityLogOffMs;
    this.session.update({ inactivityWarningOpen: true, inactivityLogOffAt: logOffAt });
    this.stopLogOffTimer = this.scheduler.setTimeout(() => this.onInactive(), Math.max(0, logOffAt - this.clock.now()));
  }

  private onInactive(): void {
    this.stopLogOffTimer = null;
    if (!this.session.state.inactivityWarningOpen) return;
    this.closeWarning();
    this.cancelInactivityTimers();
    this.requestLogOff.execute({ reason: 'inactivity' });
    if (this.stopTicks) this.armWarning(this.warningAfterMs);
  }

  private closeWarning(): void {
    this.stopLogOffTimer?.();
    this.stopLogOffTimer = null;
    this.session.update({ inactivityWarningOpen: false, inactivityLogOffAt: null });
  }

  private cancelInactivityTimers(): void {
    this.stopWarningTimer?.();
    this.stopWarningTimer = null;
    this.stopLogOffTimer?.();
    this.stopLogOffTimer = null;
  }
}

/** The log-off reason a check answer carries in its status or its error codes, if any. */
export function sessionEndReason(answer: SessionCheckAnswer): LogOffReason | null {
  for (const code of [answer.statusCode, ...answer.errorCodes]) {
    const reason = logOffReasonForCode(code);
    if (reason) return reason;
  }
  return null;
}
