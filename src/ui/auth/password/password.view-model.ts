import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { AppConfig } from '../../../core/shared/app-config';
import { Navigator } from '../../../core/shared/navigator.port';
import { SessionStatePort } from '../../../core/session/auth-state';
import { IdentityStepStore } from '../../../core/session/identity-step-store';
import { LogOnStep } from '../../../core/session/log-on-step.use-case';
import { FollowLogOnLink } from '../../../core/session/follow-log-on-link.use-case';
import { LogOff } from '../../../core/session/log-off.use-case';
import { GetGreeting } from '../../../core/session/get-greeting.use-case';
import type { Greeting } from '../../../core/session/greeting';
import { IdentityRoutes } from '../../../core/identity/identity-step';
import { LogOnStepSubmission } from '../forms/log-on-step-submission';

type Deps = 'getGreeting' | 'session';

/** Stage 2 (docs/rules/log-on-screens.md): the requested password characters and the memorable answer. */
@injectable()
export class PasswordViewModel {
  readonly submission: LogOnStepSubmission;
  greeting: Greeting = 'Good morning';
  private started = false;

  constructor(
    @inject(LogOnStep) logOnStep: LogOnStep,
    @inject(FollowLogOnLink) followLink: FollowLogOnLink,
    @inject(LogOff) logOff: LogOff,
    @inject(GetGreeting) private readonly getGreeting: GetGreeting,
    @inject(IdentityStepStore) steps: IdentityStepStore,
    @inject(SessionStatePort) private readonly session: SessionStatePort,
    @inject(Navigator) navigator: Navigator,
    @inject(AppConfig) config: AppConfig,
  ) {
    this.submission = new LogOnStepSubmission(IdentityRoutes.password, {
      logOnStep,
      followLink,
      logOff,
      steps,
      navigator,
      helpPhone: config.helpPhone,
    });
    makeAutoObservable<this, Deps>(this, { submission: false, getGreeting: false, session: false }, { autoBind: true });
  }

  /** Before the first render: the greeting and the stored step (LogOnStepSubmission.prepare). */
  prepare(): void {
    this.greeting = this.getGreeting.execute();
    this.submission.prepare();
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.greeting = this.getGreeting.execute();
    this.submission.begin();
  }

  get username(): string {
    return this.session.state.cin ?? this.submission.step?.data.cin ?? '';
  }
}
