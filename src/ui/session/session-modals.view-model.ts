import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { SessionStatePort } from '../../core/session/auth-state';
import { LogOff, SetLogOffModalOpen } from '../../core/session/log-off.use-case';
import { RequestLogOff } from '../../core/session/request-log-off.use-case';
import { SessionKeeper } from '../../core/session/session-keeper';
import { Clock, Scheduler } from '../../core/shared/clock.port';

/**
 * The session's three modals: log-off confirm, session timeout and the inactivity warning. Starts the
 * SessionKeeper in start() (called from the view's effect) and stops it in dispose().
 */
@injectable()
export class SessionModalsViewModel {
  /** The clock's time, refreshed every second while the warning is open, for its countdown. */
  now: number;
  private stopCountdown: (() => void) | null = null;

  constructor(
    @inject(SessionStatePort) private readonly session: SessionStatePort,
    @inject(SessionKeeper) private readonly keeper: SessionKeeper,
    @inject(LogOff) private readonly logOff: LogOff,
    @inject(RequestLogOff) private readonly requestLogOff: RequestLogOff,
    @inject(SetLogOffModalOpen) private readonly setLogOffModalOpen: SetLogOffModalOpen,
    @inject(Clock) private readonly clock: Clock,
    @inject(Scheduler) private readonly scheduler: Scheduler,
  ) {
    this.now = clock.now();
    makeAutoObservable<SessionModalsViewModel, 'session' | 'keeper' | 'logOff' | 'requestLogOff' | 'setLogOffModalOpen' | 'clock' | 'scheduler' | 'stopCountdown'>(
      this,
      { session: false, keeper: false, logOff: false, requestLogOff: false, setLogOffModalOpen: false, clock: false, scheduler: false, stopCountdown: false },
      { autoBind: true },
    );
  }

  get logOffModalOpen(): boolean {
    return this.session.state.logOffModalOpen;
  }

  get sessionTimeoutModalOpen(): boolean {
    return this.session.state.sessionTimeoutModalOpen;
  }

  get inactivityWarningOpen(): boolean {
    return this.session.state.inactivityWarningOpen;
  }

  /** Whole seconds until the inactivity log-off, never below 0. */
  get secondsLeft(): number {
    const at = this.session.state.inactivityLogOffAt;
    if (at === null) return 0;
    return Math.max(0, Math.ceil((at - this.now) / 1000));
  }

  start(): void {
    this.keeper.start();
    this.stopCountdown?.();
    this.stopCountdown = this.scheduler.setInterval(this.tick, 1000);
  }

  dispose(): void {
    this.keeper.stop();
    this.stopCountdown?.();
    this.stopCountdown = null;
  }

  /** Only the open warning reads `now`, so this re-renders nothing while it is closed. */
  tick(): void {
    this.now = this.clock.now();
  }

  recordActivity(): void {
    this.keeper.recordActivity();
  }

  stayLoggedOn(): void {
    this.keeper.stayLoggedOn();
  }

  cancelLogOff(): void {
    this.setLogOffModalOpen.execute(false);
  }

  /** To the log-off page, which logs off (RequestLogOff). */
  confirmLogOff(): void {
    this.requestLogOff.execute();
  }

  /** From the session-timeout modal: the session is over, so go straight back to the username page. */
  async logOnAgain(currentPath?: string): Promise<void> {
    await this.logOff.execute({ logOnAgain: true, currentPath });
  }
}
