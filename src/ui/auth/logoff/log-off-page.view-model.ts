import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { AppConfig } from '../../../core/shared/app-config';
import { Navigator } from '../../../core/shared/navigator.port';
import { SessionStatePort } from '../../../core/session/auth-state';
import { LogOff, logOffOwed } from '../../../core/session/log-off.use-case';
import { isLogOffReason, type LogOffReason } from '../../../core/session/log-off-reason';
import { logOffText, type LogOffText } from '../../../core/auth-forms/log-off-messages';
import { IdentityRoutes } from '../../../core/identity/identity-step';

type Deps = 'logOff' | 'session' | 'navigator' | 'config';

/** /logoff and /logoff/{reason}, at the top level and under /authentication. */
@injectable()
export class LogOffPageViewModel {
  private started = false;
  /** The log-off this page started, until the bank has answered (and every store is wiped). */
  private pending: Promise<unknown> = Promise.resolve();
  /** Whether the page is on screen (LogOffPage's effect): a log-off page the customer left moves no one. */
  private onScreen = false;

  constructor(
    @inject(LogOff) private readonly logOff: LogOff,
    @inject(SessionStatePort) private readonly session: SessionStatePort,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(AppConfig) private readonly config: AppConfig,
  ) {
    makeAutoObservable<this, Deps | 'pending' | 'onScreen'>(this, { logOff: false, session: false, navigator: false, config: false, pending: false, onScreen: false }, { autoBind: true });
  }

  reasonOf(raw: string | undefined): LogOffReason | null {
    return isLogOffReason(raw) ? raw : null;
  }

  textFor(raw: string | undefined): LogOffText {
    return logOffText(this.reasonOf(raw), this.config.helpPhone);
  }

  /**
   * Arriving here with a session still open (a typed address, a link), or sent here by RequestLogOff
   * (whatever the level), logs off: the bank's log-off, then every store wiped.
   */
  async start(raw: string | undefined): Promise<void> {
    if (this.started) return;
    this.started = true;
    if (!logOffOwed(this.session.state)) return;
    const loggingOff = this.logOff.execute({ reason: this.reasonOf(raw) ?? undefined });
    this.pending = loggingOff.catch(() => undefined);
    await loggingOff;
  }

  /**
   * 'Log on again' goes once the log-off has finished: the wipe that follows the bank's answer clears
   * the log-on address and token type a new stage 1 sets, so a press made before the answer waits
   * for it (a moment), then goes, unless the customer has left the page meanwhile (Back, a typed
   * address): LogOff's own move waits on the same rule (core/shared/while-here.ts).
   */
  async logOnAgain(): Promise<void> {
    await this.pending;
    // Still on this page: the log-off's own move to its route (a replace) keeps the page on screen.
    if (this.onScreen) this.navigator.goTo(IdentityRoutes.username);
  }

  /** The page is on screen until the returned cleanup runs (a React effect's). */
  shown(): () => void {
    this.onScreen = true;
    return () => {
      this.onScreen = false;
    };
  }
}
