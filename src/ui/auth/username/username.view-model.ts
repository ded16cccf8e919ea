import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppConfig } from '../../../core/shared/app-config';
import { PreferencesStore } from '../../../core/shared/preferences.port';
import { IdentityStepStore } from '../../../core/session/identity-step-store';
import { StartLogOn } from '../../../core/session/start-log-on.use-case';
import { LogOnStep } from '../../../core/session/log-on-step.use-case';
import { ResetTokenType } from '../../../core/session/set-token-type.use-case';
import { serverErrorPanel, type ServerErrorPanel } from '../../../core/auth-forms/server-error-panel';
import { IdentityRoutes, type IdentityError } from '../../../core/identity/identity-step';
import { Navigator } from '../../../core/shared/navigator.port';
import { whileHere } from '../../../core/shared/while-here';
import { FormTouchState } from '../../shared/form-touch-state';
import type { SummaryError } from '../../shared/ErrorSummary';
import { usernameError } from '../../../core/auth-forms/username.rules';

/** The field's id: the error summary links to it, and index.html's start script finds the field by it. */
export const UsernameFieldId = 'userid';

type Deps = 'startLogOn' | 'logOnStep' | 'resetTokenType' | 'steps' | 'preferences' | 'config' | 'navigator';

/** Stage 1 (docs/rules/log-on-screens.md): the username, 'Remember me' and 'Continue'. */
@injectable()
export class UsernameViewModel {
  username = '';
  rememberMe = false;
  starting = false;
  submitting = false;
  serverErrors: IdentityError[] = [];
  /** Counts failed submits, so the error summary takes focus again on each one. */
  failedSubmits = 0;
  readonly touch = new FormTouchState<'userid'>();
  private started = false;
  /** Continue pressed while the log-on page was still loading: submitted as soon as it arrives. */
  private submitWhenStarted = false;

  constructor(
    @inject(StartLogOn) private readonly startLogOn: StartLogOn,
    @inject(LogOnStep) private readonly logOnStep: LogOnStep,
    @inject(ResetTokenType) private readonly resetTokenType: ResetTokenType,
    @inject(IdentityStepStore) private readonly steps: IdentityStepStore,
    @inject(PreferencesStore) private readonly preferences: PreferencesStore,
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(Navigator) private readonly navigator: Navigator,
  ) {
    makeAutoObservable<this, Deps>(
      this,
      { startLogOn: false, logOnStep: false, resetTokenType: false, steps: false, preferences: false, config: false, navigator: false },
      { autoBind: true },
    );
  }

  get phone(): string {
    return this.config.helpPhone;
  }

  /** Arriving resets the token type and opens a new log-on with the identity service. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.resetTokenType.execute();
    const remembered = this.preferences.getRememberedUsername();
    // A name typed into the form in the HTML before the app ran (docs/performance.md) is the customer's
    // latest word: the remembered one does not replace it.
    if (remembered && !this.username) {
      this.username = remembered;
      this.rememberMe = true;
    }
    this.starting = true;
    const outcome = await this.startLogOn.execute();
    runInAction(() => {
      this.starting = false;
    });
    if (this.submitWhenStarted && (outcome.kind === 'moved' || outcome.kind === 'invalid')) {
      this.submitWhenStarted = false;
      await this.submit();
    }
  }

  setUsername(value: string): void {
    this.username = value;
  }

  setRememberMe(value: boolean): void {
    this.rememberMe = value;
  }

  get error(): string | null {
    return usernameError(this.username);
  }

  get valid(): boolean {
    return this.error === null;
  }

  get visibleError(): string | null {
    return this.touch.visibleError('userid', this.error);
  }

  /** After a submit attempt only: the summary takes focus when it appears (GOV.UK pattern). */
  get summaryErrors(): SummaryError[] {
    return this.touch.submitAttempted && this.visibleError ? [{ fieldId: UsernameFieldId, message: this.visibleError }] : [];
  }

  get serverPanel(): ServerErrorPanel {
    return serverErrorPanel(this.serverErrors, this.config.helpPhone);
  }

  get busy(): boolean {
    return this.starting || this.submitting;
  }

  async submit(): Promise<void> {
    if (this.submitting) return;
    if (!this.valid) {
      this.touch.attemptSubmit();
      this.failedSubmits += 1;
      return;
    }
    if (this.starting) {
      this.submitWhenStarted = true;
      return;
    }
    const step = this.steps.current;
    if (!step) {
      // The log-on page never arrived (the start failed and moved on): open a new log-on, then submit.
      this.started = false;
      this.submitWhenStarted = true;
      await this.start();
      return;
    }
    this.preferences.setRememberedUsername(this.rememberMe ? this.username : null);
    const values: Record<string, string> = { userid: this.username };
    if (this.rememberMe) values.cookieuserid = step.inputs.find((i) => i.name === 'cookieuserid')?.value || 'true';
    this.submitting = true;
    // Taken at the press: the answer moves the customer only if they are still here (whileHere);
    // LogOnStep keeps the same rule for the routes it moves to.
    const go = whileHere(this.navigator);
    const outcome = await this.logOnStep.execute(step, values);
    runInAction(() => {
      this.submitting = false;
      if (outcome.kind === 'invalid' && outcome.step.route !== IdentityRoutes.username) {
        // An invalid step belongs on its own route (docs/rules/log-on-states.md); that page shows its errors.
        go.goTo(outcome.step.route);
      } else if (outcome.kind === 'invalid') {
        this.serverErrors = outcome.errors;
        this.failedSubmits += 1;
      }
    });
  }
}
