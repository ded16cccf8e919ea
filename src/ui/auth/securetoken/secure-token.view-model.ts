import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { AppConfig } from '../../../core/shared/app-config';
import { Navigator } from '../../../core/shared/navigator.port';
import { SessionStatePort, type TokenType } from '../../../core/session/auth-state';
import { IdentityStepStore } from '../../../core/session/identity-step-store';
import { LogOnStep } from '../../../core/session/log-on-step.use-case';
import { FollowLogOnLink } from '../../../core/session/follow-log-on-link.use-case';
import { ToggleTokenType } from '../../../core/session/set-token-type.use-case';
import { LogOff } from '../../../core/session/log-off.use-case';
import { canToggleTokenType, isHardwareToken } from '../../../core/session/token-type';
import { IdentityRoutes } from '../../../core/identity/identity-step';
import { LogOnStepSubmission } from '../forms/log-on-step-submission';

type Deps = 'toggleTokenType' | 'session' | 'config';

/** Stage 3 (docs/rules/log-on-screens.md): memorable answer and the Secure Key's security code. */
@injectable()
export class SecureTokenViewModel {
  readonly submission: LogOnStepSubmission;
  private started = false;

  constructor(
    @inject(LogOnStep) logOnStep: LogOnStep,
    @inject(FollowLogOnLink) followLink: FollowLogOnLink,
    @inject(ToggleTokenType) private readonly toggleTokenType: ToggleTokenType,
    @inject(LogOff) logOff: LogOff,
    @inject(IdentityStepStore) steps: IdentityStepStore,
    @inject(SessionStatePort) private readonly session: SessionStatePort,
    @inject(Navigator) navigator: Navigator,
    @inject(AppConfig) private readonly config: AppConfig,
  ) {
    this.submission = new LogOnStepSubmission(IdentityRoutes.secureToken, {
      logOnStep,
      followLink,
      logOff,
      steps,
      navigator,
      helpPhone: config.helpPhone,
    });
    makeAutoObservable<this, Deps>(this, { submission: false, toggleTokenType: false, session: false, config: false }, { autoBind: true });
  }

  /** Before the first render: the stored step (LogOnStepSubmission.prepare). */
  prepare(): void {
    this.submission.prepare();
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.submission.begin();
  }

  get title(): string {
    return this.submission.step?.data.title || 'Log on with your Secure Key';
  }

  get tokenType(): TokenType {
    return this.session.state.tokenType;
  }

  get hardware(): boolean {
    return isHardwareToken(this.tokenType);
  }

  get showToggle(): boolean {
    return canToggleTokenType(this.tokenType);
  }

  get phone(): string {
    return this.config.helpPhone;
  }

  /** The toggle's choice: switching is only between the two '_selected' types. */
  selectDevice(hardware: boolean): void {
    if (hardware !== this.hardware) this.toggleTokenType.execute();
  }
}
