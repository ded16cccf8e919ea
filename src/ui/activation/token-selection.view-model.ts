import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppConfig } from '../../core/shared/app-config';
import { Navigator } from '../../core/shared/navigator.port';
import { whileHere } from '../../core/shared/while-here';
import { IdentityStepStore } from '../../core/session/identity-step-store';
import type { LogOnStep } from '../../core/session/log-on-step.use-case';
import { FlowLogOnStep } from '../../core/identity-flows/flow-log-on-step';
import { LoadForcedTokenSelection } from '../../core/session/load-forced-token-selection.use-case';
import { LogOff } from '../../core/session/log-off.use-case';
import { TokenSelectionTexts } from '../../core/auth-forms/later-log-on-texts';
import { serverErrorPanel, type ServerErrorPanel } from '../../core/auth-forms/server-error-panel';
import { IdentityRoutes, type IdentityError, type IdentitySelect, type IdentityStep } from '../../core/identity/identity-step';
import type { SummaryError } from '../shared/ErrorSummary';

type Deps = 'logOnStep' | 'loadSelection' | 'logOff' | 'steps' | 'navigator' | 'config';

/** The id of the first radio: the error summary's link and the failed submit move focus there. */
export const tokenChoiceFieldId = (key: string): string => `${key}-0`;

/**
 * Activation, 'Select Secure Key' (/activation/choose; docs/rules/log-on-screens.md and docs/rules/log-on-states.md): the customer picks
 * the kind of Secure Key from the identity page's select; the answer is stage 3 for that key.
 */
@injectable()
export class TokenSelectionViewModel {
  step: IdentityStep | null = null;
  choice: string | null = null;
  submitting = false;
  loading = false;
  submitAttempted = false;
  serverErrors: IdentityError[] = [];
  /** Counts failed submits, so the view moves focus to the choice. */
  failedSubmits = 0;
  /** Counts answers with server errors, so the view moves focus to them. */
  serverFailures = 0;
  private started = false;

  constructor(
    @inject(FlowLogOnStep) private readonly logOnStep: LogOnStep,
    @inject(LoadForcedTokenSelection) private readonly loadSelection: LoadForcedTokenSelection,
    @inject(LogOff) private readonly logOff: LogOff,
    @inject(IdentityStepStore) private readonly steps: IdentityStepStore,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(AppConfig) private readonly config: AppConfig,
  ) {
    makeAutoObservable<this, Deps>(
      this,
      { logOnStep: false, loadSelection: false, logOff: false, steps: false, navigator: false, config: false },
      { autoBind: true },
    );
  }

  /** Takes the page the log-on left in the store; with none (a reload, a bookmark) asks the identity service for it. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const step = this.steps.current;
    if (step?.route === IdentityRoutes.tokenSelection) {
      this.take(step);
      return;
    }
    this.loading = true;
    const outcome = await this.loadSelection.execute();
    runInAction(() => {
      this.loading = false;
      // Anything else has already moved the customer on (error or log-off page).
      if ((outcome.kind === 'moved' || outcome.kind === 'invalid') && outcome.step.route === IdentityRoutes.tokenSelection) this.take(outcome.step);
    });
  }

  get title(): string {
    return this.step?.data.title || TokenSelectionTexts.heading;
  }

  /** The page's select of token kinds (the first select it has). */
  get select(): IdentitySelect | null {
    return this.step?.selects[0] ?? null;
  }

  get legend(): string {
    const select = this.select;
    if (!select) return '';
    return select.title || this.step?.labels[select.key] || TokenSelectionTexts.heading;
  }

  get fieldId(): string {
    return tokenChoiceFieldId(this.select?.key ?? 'tokenChoice');
  }

  /** docs/rules/credentials.md, 'Required selection': one of the page's options, never empty or a placeholder. */
  get error(): string | null {
    const valid = this.select?.options.some((o) => o.value !== '' && o.value === this.choice) ?? false;
    return valid ? null : TokenSelectionTexts.selectionRequired;
  }

  get visibleError(): string | null {
    return this.submitAttempted ? this.error : null;
  }

  get summaryErrors(): SummaryError[] {
    const message = this.visibleError;
    return message ? [{ fieldId: this.fieldId, message }] : [];
  }

  get serverPanel(): ServerErrorPanel {
    return serverErrorPanel(this.serverErrors, this.config.helpPhone);
  }

  choose(value: string): void {
    this.choice = value;
  }

  async submit(): Promise<void> {
    const { step, select } = this;
    if (this.submitting || !step || !select) return;
    if (this.error !== null || this.choice === null) {
      this.submitAttempted = true;
      this.failedSubmits += 1;
      return;
    }
    await this.send(step, { [select.key]: this.choice });
  }

  /** 'Back to Log On': the customer leaves the half-done log-on, so it is logged off. */
  async backToLogOn(): Promise<void> {
    await this.logOff.execute({ logOnAgain: true });
  }

  private take(step: IdentityStep): void {
    this.step = step;
    this.serverErrors = step.errors;
    const options = step.selects[0]?.options ?? [];
    if (this.choice !== null && !options.some((o) => o.value === this.choice)) this.choice = null;
  }

  /** The answer moves the customer only while they are still on this page (whileHere, taken at the press). */
  private async send(step: IdentityStep, values: Record<string, string>): Promise<void> {
    this.submitting = true;
    const go = whileHere(this.navigator);
    const outcome = await this.logOnStep.execute(step, values);
    runInAction(() => {
      this.submitting = false;
      if (outcome.kind !== 'invalid') return;
      if (outcome.step.route !== IdentityRoutes.tokenSelection) {
        // An invalid step belongs on its own route (docs/rules/log-on-states.md); that page shows its errors.
        go.goTo(outcome.step.route);
        return;
      }
      this.take(outcome.step);
      this.serverFailures += 1;
    });
  }
}
