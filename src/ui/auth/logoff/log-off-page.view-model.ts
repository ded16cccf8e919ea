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

  constructor(
    @inject(LogOff) private readonly logOff: LogOff,
    @inject(SessionStatePort) private readonly session: SessionStatePort,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(AppConfig) private readonly config: AppConfig,
  ) {
    makeAutoObservable<this, Deps>(this, { logOff: false, session: false, navigator: false, config: false }, { autoBind: true });
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
    if (logOffOwed(this.session.state)) await this.logOff.execute({ reason: this.reasonOf(raw) ?? undefined });
  }

  logOnAgain(): void {
    this.navigator.goTo(IdentityRoutes.username);
  }
}
