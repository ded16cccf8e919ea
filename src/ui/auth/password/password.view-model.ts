import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppConfig } from '../../../core/shared/app-config';
import { Navigator } from '../../../core/shared/navigator.port';
import { SessionStatePort } from '../../../core/session/auth-state';
import { IdentityStepStore } from '../../../core/session/identity-step-store';
import { LogOnStep } from '../../../core/session/log-on-step.use-case';
import { FollowLogOnLink } from '../../../core/session/follow-log-on-link.use-case';
import { LogOff } from '../../../core/session/log-off.use-case';
import { GetGreeting } from '../../../core/session/get-greeting.use-case';
import type { Greeting } from '../../../core/session/greeting';
import { IdentityRoutes, type IdentityError, type IdentityStep } from '../../../core/identity/identity-step';
import { serverErrorPanel, type ServerErrorPanel } from '../../../core/auth-forms/server-error-panel';
import { CredentialsFormState } from '../forms/credentials-form-state';
import { StepLinks, stepLinkHref, type StepLinkName } from '../forms/step-links';

type Deps = 'logOnStep' | 'followLink' | 'logOff' | 'getGreeting' | 'steps' | 'session' | 'navigator' | 'config';

/** Stage 2 (spec 01 section 2): the requested password characters and the memorable answer. */
@injectable()
export class PasswordViewModel {
  readonly form = new CredentialsFormState();
  step: IdentityStep | null = null;
  greeting: Greeting = 'Good morning';
  submitting = false;
  serverErrors: IdentityError[] = [];
  warning: string | null = null;
  /** Counts failed submits (client or server), so the view moves focus to the first invalid field. */
  failedSubmits = 0;
  /** Counts answers with server errors, so the view moves focus to them. */
  serverFailures = 0;
  private started = false;

  constructor(
    @inject(LogOnStep) private readonly logOnStep: LogOnStep,
    @inject(FollowLogOnLink) private readonly followLink: FollowLogOnLink,
    @inject(LogOff) private readonly logOff: LogOff,
    @inject(GetGreeting) private readonly getGreeting: GetGreeting,
    @inject(IdentityStepStore) private readonly steps: IdentityStepStore,
    @inject(SessionStatePort) private readonly session: SessionStatePort,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(AppConfig) private readonly config: AppConfig,
  ) {
    makeAutoObservable<this, Deps>(
      this,
      { logOnStep: false, followLink: false, logOff: false, getGreeting: false, steps: false, session: false, navigator: false, config: false },
      { autoBind: true },
    );
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.greeting = this.getGreeting.execute();
    const step = this.steps.current;
    if (!step || step.route !== IdentityRoutes.password) {
      // Nothing to answer (a reload or a bookmark): the identity session starts again at stage 1.
      this.navigator.goTo(IdentityRoutes.username, { replace: true });
      return;
    }
    this.take(step);
    if (step.data.autosubmit) void this.send(step, {});
  }

  get username(): string {
    return this.session.state.cin ?? this.step?.data.cin ?? '';
  }

  get serverPanel(): ServerErrorPanel {
    return serverErrorPanel(this.serverErrors, this.config.helpPhone);
  }

  get canSubmit(): boolean {
    return this.form.valid && !this.submitting;
  }

  get firstInvalidFieldId(): string | null {
    return this.form.firstInvalidFieldId;
  }

  async submit(): Promise<void> {
    if (this.submitting || !this.step) return;
    if (!this.form.valid) {
      this.form.touch.attemptSubmit();
      this.failedSubmits += 1;
      return;
    }
    await this.send(this.step, this.form.submission);
  }

  /** 'Back' and 'Back to Log On': the customer leaves the half-done log-on, so it is logged off. */
  async backToLogOn(): Promise<void> {
    await this.logOff.execute({ logOnAgain: true });
  }

  async follow(name: StepLinkName): Promise<void> {
    const href = stepLinkHref(this.step, name);
    if (href) await this.followLink.execute(href);
    else this.navigator.goTo(StepLinks[name].fallback);
  }

  private take(step: IdentityStep): void {
    this.step = step;
    this.form.load(step);
    this.serverErrors = step.errors;
    this.warning = step.errors.length > 0 ? (step.data.message ?? null) : null;
  }

  private async send(step: IdentityStep, values: Record<string, string>): Promise<void> {
    this.submitting = true;
    const outcome = await this.logOnStep.execute(step, values);
    runInAction(() => {
      this.submitting = false;
      if (outcome.kind !== 'invalid') return;
      if (outcome.step.route !== IdentityRoutes.password) {
        // An invalid step belongs on its own route (spec 01 section 4); that page shows its errors.
        this.navigator.goTo(outcome.step.route);
        return;
      }
      this.take(outcome.step);
      this.form.touch.reset();
      this.serverFailures += 1;
    });
    if (outcome.kind === 'invalid' && outcome.autosubmit && outcome.step.route === IdentityRoutes.password) await this.send(outcome.step, {});
  }
}
