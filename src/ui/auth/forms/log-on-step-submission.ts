import { makeAutoObservable, runInAction } from 'mobx';
import type { Navigator } from '../../../core/shared/navigator.port';
import { whileHere } from '../../../core/shared/while-here';
import type { IdentityStepStore } from '../../../core/session/identity-step-store';
import type { LogOnStep } from '../../../core/session/log-on-step.use-case';
import type { FollowLogOnLink } from '../../../core/session/follow-log-on-link.use-case';
import type { LogOff } from '../../../core/session/log-off.use-case';
import { IdentityRoutes, type IdentityError, type IdentityStep } from '../../../core/identity/identity-step';
import { serverErrorPanel, type ServerErrorPanel } from '../../../core/auth-forms/server-error-panel';
import { CredentialsFormState } from './credentials-form-state';
import { StepLinks, stepLinkHref, type StepLinkName } from './step-links';

export interface LogOnStepSubmissionDeps {
  logOnStep: Pick<LogOnStep, 'execute'>;
  followLink: Pick<FollowLogOnLink, 'execute'>;
  logOff: Pick<LogOff, 'execute'>;
  steps: Pick<IdentityStepStore, 'current'>;
  navigator: Navigator;
  helpPhone: string;
}

/**
 * One credentials step of the log-on (stage 2 or stage 3) on its own route: the step and its form,
 * submitting it through LogOnStep, the server's errors, and the step's help links. Owned by the
 * password and secure token view models (composition, not inheritance), which add what their page
 * alone shows.
 */
export class LogOnStepSubmission {
  readonly form = new CredentialsFormState();
  step: IdentityStep | null = null;
  submitting = false;
  serverErrors: IdentityError[] = [];
  warning: string | null = null;
  /** Counts failed submits (client or server), so the view moves focus to the first invalid field. */
  failedSubmits = 0;
  /** Counts answers with server errors, so the view moves focus to them. */
  serverFailures = 0;

  constructor(
    private readonly route: string,
    private readonly deps: LogOnStepSubmissionDeps,
  ) {
    makeAutoObservable<this, 'route' | 'deps'>(this, { form: false, route: false, deps: false }, { autoBind: true });
  }

  /** Takes the stored step when it is this route's, submitting it at once when it says autosubmit. */
  begin(): void {
    const step = this.deps.steps.current;
    if (!step || step.route !== this.route) {
      // Nothing to answer (a reload or a bookmark): the identity session starts again at stage 1.
      this.deps.navigator.goTo(IdentityRoutes.username, { replace: true });
      return;
    }
    if (this.step !== step) this.take(step);
    if (step.data.autosubmit) void this.send(step, {});
  }

  /**
   * Takes the stored step when it is this route's, and nothing else (no request, no navigation), so
   * the page can call it before its first render and paint its fields at once: fields that arrived a
   * frame later would push the page down (a layout shift). begin() does the rest after mount.
   */
  prepare(): void {
    const step = this.deps.steps.current;
    if (step && step.route === this.route && this.step !== step) this.take(step);
  }

  get serverPanel(): ServerErrorPanel {
    return serverErrorPanel(this.serverErrors, this.deps.helpPhone);
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
    await this.deps.logOff.execute({ logOnAgain: true });
  }

  /**
   * 'Change user' follows the page's link; a help link opens its identity flow's route, whose area
   * loads with it and follows the link kept in the stored step (the flows' pages are not in this bundle).
   */
  async follow(name: StepLinkName): Promise<void> {
    const href = name === 'changeUser' ? stepLinkHref(this.step, name) : null;
    if (href) await this.deps.followLink.execute(href);
    else this.deps.navigator.goTo(StepLinks[name].fallback);
  }

  private take(step: IdentityStep): void {
    this.step = step;
    this.form.load(step);
    this.serverErrors = step.errors;
    this.warning = step.errors.length > 0 ? (step.data.message ?? null) : null;
  }

  /**
   * The answer moves the customer only while they are still on this step's page (whileHere, taken at
   * the press; LogOnStep keeps the same rule for the routes it moves to): one who pressed 'Back' (a
   * log-off) or a help link meanwhile stays where they went.
   */
  private async send(step: IdentityStep, values: Record<string, string>): Promise<void> {
    this.submitting = true;
    const go = whileHere(this.deps.navigator);
    const outcome = await this.deps.logOnStep.execute(step, values);
    runInAction(() => {
      this.submitting = false;
      if (outcome.kind !== 'invalid') return;
      if (outcome.step.route !== this.route) {
        // An invalid step belongs on its own route (docs/rules/log-on-states.md); that page shows its errors.
        go.goTo(outcome.step.route);
        return;
      }
      this.take(outcome.step);
      this.form.touch.reset();
      this.serverFailures += 1;
    });
    if (outcome.kind === 'invalid' && outcome.autosubmit && outcome.step.route === this.route && go.here) await this.send(outcome.step, {});
  }
}
