import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppConfig } from '../../../core/shared/app-config';
import { Navigator } from '../../../core/shared/navigator.port';
import { whileHere, type GoWhileHere } from '../../../core/shared/while-here';
import { Tracking } from '../../../core/shared/tracking.port';
import { IdentityStepStore } from '../../../core/session/identity-step-store';
import { LogOff } from '../../../core/session/log-off.use-case';
import { ServerErrorTexts } from '../../../core/auth-forms/log-on-messages';
import type { ServerErrorPanel } from '../../../core/auth-forms/server-error-panel';
import type { IdentityError, IdentityStep } from '../../../core/identity/identity-step';
import type { LogOnOutcome } from '../../../core/session/log-on-outcome';
import { fieldApplies, flowFieldError, flowSubmission } from '../../../core/identity-flows/flow-field-rules';
import { flowLogOnCode } from '../../../core/identity-flows/flow-page-rules';
import { withPhone } from '../../../core/identity-flows/identity-flow-texts';
import { flowStepOfRoute, trackerOf, type IdentityFlow } from '../../../core/identity-flows/identity-flows';
import { StartIdentityFlow } from '../../../core/identity-flows/start-identity-flow.use-case';
import { FollowFlowLink } from '../../../core/identity-flows/follow-flow-link.use-case';
import { SubmitFlowStep } from '../../../core/identity-flows/submit-flow-step.use-case';
import type { SummaryError } from '../ErrorSummary';
import { fieldsOf, focusIdOf, type FlowField } from './flow-fields';

type Deps = 'startFlow' | 'submitStep' | 'followLink' | 'logOff' | 'steps' | 'navigator' | 'config' | 'tracking';

/**
 * One page of an identity flow (activation, resets, registration: docs/rules/log-on-screens.md). The identity
 * service directs the steps: the page shows the step the service answered with (its fields, its
 * errors, its step tracker) and submits it; the answer decides the next route. What the customer
 * typed is kept on an error; new credentials are checked with the set-up rules before sending.
 */
@injectable()
export class IdentityFlowViewModel {
  path = '';
  flow: IdentityFlow | null = null;
  stepKey = '';
  step: IdentityStep | null = null;
  values: Record<string, string> = {};
  submitAttempted = false;
  submitting = false;
  loading = false;
  serverErrors: IdentityError[] = [];
  /** Counts failed submits, so the view moves focus to the first invalid field. */
  failedSubmits = 0;
  /** Counts answers with server errors, so the view moves focus to them. */
  serverFailures = 0;
  private started = false;

  constructor(
    @inject(StartIdentityFlow) private readonly startFlow: StartIdentityFlow,
    @inject(SubmitFlowStep) private readonly submitStep: SubmitFlowStep,
    @inject(FollowFlowLink) private readonly followLink: FollowFlowLink,
    @inject(LogOff) private readonly logOff: LogOff,
    @inject(IdentityStepStore) private readonly steps: IdentityStepStore,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(Tracking) private readonly tracking: Tracking,
  ) {
    makeAutoObservable<this, Deps>(
      this,
      { startFlow: false, submitStep: false, followLink: false, logOff: false, steps: false, navigator: false, config: false, tracking: false },
      { autoBind: true },
    );
  }

  /**
   * Takes the step the service left for this route. On the flow's first route with none, opens the
   * flow; deeper in a flow with none (a reload, a bookmark), goes back to the flow's start.
   */
  async start(path: string): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.path = path.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
    const place = flowStepOfRoute(this.path);
    if (!place) return;
    this.flow = place.flow;
    this.stepKey = place.step;
    const current = this.steps.current;
    if (current?.route === this.path) {
      this.take(current);
      if (current.data.autosubmit && current.form) await this.send(current, {});
      return;
    }
    if (place.step !== 'index') {
      this.navigator.goTo(place.flow.base, { replace: true });
      return;
    }
    this.loading = true;
    const go = whileHere(this.navigator);
    const outcome = await this.startFlow.execute(place.flow);
    runInAction(() => {
      this.loading = false;
    });
    await this.stayIfHere(outcome, go);
  }

  get title(): string {
    return this.step?.data.title || this.flow?.screen || '';
  }

  get tracker(): { labels: readonly string[]; current: number } | null {
    return this.flow ? trackerOf(this.flow, this.stepKey) : null;
  }

  get fields(): FlowField[] {
    return fieldsOf(this.step);
  }

  /** Texts the page carries in its step data, for the customer to read (a message, a reference, a code). */
  get notes(): { label: string | null; text: string }[] {
    const data = this.step?.data;
    if (!data) return [];
    const notes: { label: string | null; text: string }[] = [];
    if (data.message) notes.push({ label: null, text: withPhone(data.message, this.config.helpPhone) });
    if (data.successMsg) notes.push({ label: null, text: data.successMsg });
    if (data.refID && this.serverErrors.length === 0) notes.push({ label: 'Your reference', text: data.refID });
    if (data.resetCode) notes.push({ label: 'Your unlock code', text: data.resetCode });
    if (data.activationCode) notes.push({ label: 'Your activation code', text: data.activationCode });
    if (data.expires) notes.push({ label: 'Expires', text: data.expires });
    if (data.address) notes.push({ label: 'We will send it to', text: data.address });
    return notes;
  }

  get hasForm(): boolean {
    return this.step?.form != null && !this.step.data.autosubmit;
  }

  /**
   * The field's message now: a server error on that field (until it is changed), else the set-up rule
   * once a submit was tried (GOV.UK: a message appearing on blur would move the button under the pointer).
   */
  errorOf(field: FlowField): string | null {
    const server = this.serverErrors.find((e) => e.field === field.name);
    if (server && this.values[field.name] === this.sentValues[field.name]) return withPhone(server.message, this.config.helpPhone);
    return this.submitAttempted ? this.ruleError(field) : null;
  }

  get summaryErrors(): SummaryError[] {
    return this.fields.filter(this.isShown).flatMap((f) => {
      const message = this.submitAttempted ? this.ruleError(f) : null;
      return message ? [{ fieldId: focusIdOf(f), message }] : [];
    });
  }

  get firstInvalidFieldId(): string | null {
    const invalid = this.fields.find((f) => this.errorOf(f) !== null);
    return invalid ? focusIdOf(invalid) : null;
  }

  get serverPanel(): ServerErrorPanel {
    const messages = [...new Set(this.serverErrors.map((e) => withPhone(e.message, this.config.helpPhone)))];
    return messages.length > 0 ? { kind: 'list', title: ServerErrorTexts.summaryTitle, messages } : { kind: 'none' };
  }

  /** Registration shows the account fields or the card field by the radio chosen. */
  isShown(field: FlowField): boolean {
    return fieldApplies(field.name, this.values);
  }

  setValue(name: string, value: string): void {
    this.values[name] = value;
  }

  async submit(): Promise<void> {
    const { step } = this;
    if (this.submitting || !step) return;
    if (this.fields.some((f) => this.ruleError(f) !== null)) {
      this.submitAttempted = true;
      this.failedSubmits += 1;
      return;
    }
    await this.send(step, flowSubmission(this.values, this.fields.map((f) => f.name)));
  }

  /** The links the page gives (another way on: replace a lost key, order one ...). */
  get links(): { id: string; text: string }[] {
    return (this.step?.links ?? []).filter((l) => l.text && l.href).map(({ id, text }) => ({ id, text }));
  }

  async follow(id: string): Promise<void> {
    const href = this.step?.links.find((l) => l.id === id)?.href;
    if (!href || this.submitting) return;
    this.submitting = true;
    const go = whileHere(this.navigator);
    const outcome = await this.followLink.execute(href);
    runInAction(() => {
      this.submitting = false;
    });
    await this.stayIfHere(outcome, go);
  }

  /** 'Back to Log On' and the last pages' 'Log on': the flow is left, so the session is logged off. */
  async backToLogOn(): Promise<void> {
    await this.logOff.execute({ logOnAgain: true });
  }

  private sentValues: Record<string, string> = {};

  private ruleError(field: FlowField): string | null {
    return flowFieldError({ name: field.name, required: field.required, kind: field.kind }, this.values);
  }

  private take(step: IdentityStep): void {
    this.step = step;
    this.serverErrors = step.errors;
    for (const field of fieldsOf(step)) {
      // What the customer typed stays; a field the page fills (not a secret) starts with the page's value.
      if (this.values[field.name] !== undefined) continue;
      const given = step.inputs.find((i) => i.name === field.name && i.type !== 'radio')?.value ?? '';
      this.values[field.name] = field.type === 'password' ? '' : given;
    }
    const code = flowLogOnCode(step);
    if (code) this.tracking.event({ category: 'identity', action: code, label: step.data.stepTracker });
  }

  private async send(step: IdentityStep, values: Record<string, string>): Promise<void> {
    if (!this.flow) return;
    this.submitting = true;
    this.sentValues = { ...this.values };
    const go = whileHere(this.navigator);
    const outcome = await this.submitStep.execute(this.flow, this.stepKey, step, values);
    runInAction(() => {
      this.submitting = false;
    });
    await this.stayIfHere(outcome, go);
  }

  /**
   * An answer for this same route (a step with errors, or the flow's first page) is shown here. One
   * for another route moves the customer only while they are still on this page (`go`, taken when the
   * call went out; the use cases keep the same rule for the routes they move to): one who pressed
   * 'Back to Log On' or followed a link meanwhile stays where they went.
   */
  private async stayIfHere(outcome: LogOnOutcome, go: GoWhileHere): Promise<void> {
    if (outcome.kind === 'failed' || outcome.kind === 'ended') return;
    if (outcome.step.route !== this.path) {
      if (outcome.kind === 'invalid') go.goTo(outcome.step.route);
      return;
    }
    runInAction(() => {
      this.take(outcome.step);
      if (outcome.kind === 'invalid') this.serverFailures += 1;
    });
    // A page that asks to be sent on at once is sent only for a customer still on it.
    if (outcome.autosubmit && outcome.step.form && go.here) await this.send(outcome.step, {});
  }
}
