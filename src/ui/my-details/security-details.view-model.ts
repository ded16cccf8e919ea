import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { IdentityError, IdentityStep } from '../../core/identity/identity-step';
import { fieldApplies, flowSubmission } from '../../core/identity-flows/flow-field-rules';
import { withPhone } from '../../core/identity-flows/identity-flow-texts';
import { flowStepOfRoute } from '../../core/identity-flows/identity-flows';
import type { ConfirmState } from '../../core/journey/idempotent-confirmation';
import {
  OpenSecurityPage,
  ReauthenticationCounter,
  ReauthenticationTexts,
  SubmitSecurityChange,
  confirmAnswerOf,
  reauthenticationField,
  type SecurityChangeAnswer,
  noAnswerYet,
} from '../../core/my-details/security-details.use-cases';
import { IdentityStepStore } from '../../core/session/identity-step-store';
import { RequestJournal } from '../../core/never-twice/request-journal';
import { AppConfig } from '../../core/shared/app-config';
import { IdempotencyKeys } from '../../core/shared/idempotency-keys.port';
import { Navigator } from '../../core/shared/navigator.port';
import { fieldsOf, type FlowField } from '../shared/identity-flows/flow-fields';
import type { SummaryError } from '../shared/ErrorSummary';
import { RunLifecycle, type Run } from '../shared/run-lifecycle';
import { reauthenticationCodeError } from '../../core/signing/transaction-security-code';
import { ReauthenticationFieldState, reauthenticationFieldId } from '../signing/reauthentication-field.state';
import { SecurityChangeConfirmations } from './security-change-confirmations';
import { firstInvalidSecurityFieldId, securityFieldError, securityRuleError, securitySummaryErrors } from './security-details.field-errors';

/**
 * One page of security details (UpdateOptions, a change, UpdateSuccess or UpdateMessage). The identity
 * service directs the pages; this view model shows the one it answered, checks new credentials with
 * the set-up rules before anything is sent, and sends a change as one confirmation of the journey kit
 * (one Idempotency-Key for every try; a lost answer is unknown). Secrets live only here, in memory:
 * they are cleared after a refusal (and the page says so), when the change is done and on leaving.
 * The Re-authentication Security Code is the kit's (the one field, counter and lock wording of every
 * change): the bank holds a change for it (0004), the field then appears, and the next press sends
 * the entries with the code under the same key.
 */
@injectable()
export class SecurityDetailsViewModel {
  path = '';
  stepKey = '';
  step: IdentityStep | null = null;
  values: Record<string, string> = {};
  loading = false;
  submitAttempted = false;
  failedSubmits = 0;
  serverFailures = 0;
  serverErrors: IdentityError[] = [];
  failure: { code: string; message: string } | null = null;
  secretsCleared = false;
  /**
   * How many times secrets were emptied from the form. The view keys its form by it: React keeps the
   * previous render's props (the typed value) on each field's alternate fiber until that field renders
   * twice more, so the fields are made anew instead.
   */
  clearings = 0;
  confirmState: ConfirmState<IdentityStep> = { kind: 'ready' };
  /** The bank asked for a Re-authentication Security Code (0004, or a page that asks for it up front). */
  reauthenticationAsked = false;
  /** The kit's Re-authentication field (view state: what is typed, the bank's words under it). */
  readonly reauthentication = new ReauthenticationFieldState();
  /** Copied from the re-authentication counter (core, no MobX) on each change. */
  attempt = 1;
  locked = false;
  secondsLocked = 0;
  private readonly changes: SecurityChangeConfirmations;
  /** The Re-authentication Security Code the last try sent, for Try again after a lost answer. */
  private sentCode: string | null = null;
  private unsubscribe: (() => void) | null = null;
  /**
   * The page's runs: an answer of a run that has been superseded (the page has gone, left or logged
   * off, or opened again) changes nothing and moves nobody.
   */
  private readonly runs = new RunLifecycle();

  constructor(
    @inject(OpenSecurityPage) private readonly open: OpenSecurityPage,
    @inject(SubmitSecurityChange) private readonly submitChange: SubmitSecurityChange,
    @inject(IdentityStepStore) private readonly steps: IdentityStepStore,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(IdempotencyKeys) keys: IdempotencyKeys,
    @inject(ReauthenticationCounter) private readonly counter: ReauthenticationCounter,
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(RequestJournal) outcomes: RequestJournal,
  ) {
    this.changes = new SecurityChangeConfirmations(keys, outcomes);
    // The injected services, the change's confirmations and the run lifecycle are not page state a
    // view reads, so MobX leaves them alone.
    makeAutoObservable<this, 'open' | 'submitChange' | 'steps' | 'navigator' | 'counter' | 'config' | 'changes' | 'unsubscribe' | 'runs' | 'sentCode'>(
      this,
      { open: false, submitChange: false, steps: false, navigator: false, counter: false, config: false, changes: false, unsubscribe: false, runs: false, sentCode: false },
      { autoBind: true },
    );
  }

  /**
   * Takes the page the service left for this route. The index opens the options page; any other
   * route without its page (a reload, a bookmark) goes back to the options, as the service must
   * direct every change from its start.
   */
  async start(path: string): Promise<void> {
    const run = this.runs.begin();
    this.path = path.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
    this.stepKey = flowStepOfRoute(this.path)?.step ?? 'index';
    this.unsubscribe = this.counter.subscribe(this.readCounter);
    this.readCounter();
    const current = this.steps.current;
    if (current?.route === this.path && this.stepKey !== 'index') {
      this.take(current);
      return;
    }
    await this.go(undefined, run);
  }

  dispose(): void {
    this.runs.end();
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.clearSecrets();
  }

  get title(): string {
    return this.step?.data.title || 'Security details';
  }

  get message(): string | null {
    const text = this.step?.data.message;
    return text ? withPhone(text, this.config.helpPhone) : null;
  }

  /** The page's fields but the code: the kit's Re-authentication field takes that. */
  get fields(): FlowField[] {
    return fieldsOf(this.step).filter((f) => f.name !== reauthenticationField && fieldApplies(f.name, this.values));
  }

  get hasForm(): boolean {
    return this.step?.form != null;
  }

  get links(): { id: string; text: string }[] {
    return (this.step?.links ?? []).filter((l) => l.text && l.href).map(({ id, text }) => ({ id, text }));
  }

  get isOutcome(): boolean {
    return this.stepKey === 'update-complete' || (!this.hasForm && this.links.length === 0 && this.step !== null);
  }

  /** Something is typed and not yet sent: leaving asks Stay or Leave (docs/rules/log-on-states.md). */
  get dirty(): boolean {
    return this.hasForm && this.confirmState.kind !== 'accepted' && Object.values(this.values).some((v) => v !== '');
  }

  get sending(): boolean {
    return this.confirmState.kind === 'sending';
  }

  /** A change is out, or its answer is lost: the bank may have made it. */
  get awaitingAnswer(): boolean {
    return this.sending || this.confirmState.kind === 'unknown';
  }

  get lockMessage(): string | null {
    return this.locked ? ReauthenticationTexts.locked(this.secondsLocked) : null;
  }

  /** Tries left, said once a code has been wrong (docs/rules/constants.md: 3 tries). */
  get attemptsNote(): string | null {
    if (this.locked || this.attempt <= 1 || !this.reauthenticationAsked) return null;
    return ReauthenticationTexts.attemptsLeft(this.counter.limits.maxAttempts - this.attempt + 1);
  }

  errorOf(field: FlowField): string | null {
    return securityFieldError(field, this.values, { serverErrors: this.serverErrors, submitAttempted: this.submitAttempted, helpPhone: this.config.helpPhone });
  }

  get summaryErrors(): SummaryError[] {
    return [...securitySummaryErrors(this.fields, this.errorOf), ...this.reauthentication.summary(this.reauthenticationAsked)];
  }

  /** Errors of the page that belong to no field (the code's are said under the kit's field). */
  get pageErrors(): string[] {
    return this.serverErrors
      .filter((e) => e.field !== reauthenticationField && (!e.field || !this.fields.some((f) => f.name === e.field)))
      .map((e) => withPhone(e.message, this.config.helpPhone));
  }

  get firstInvalidFieldId(): string | null {
    const field = firstInvalidSecurityFieldId(this.fields, this.errorOf);
    return field ?? (this.reauthenticationAsked && this.reauthentication.message ? reauthenticationFieldId : null);
  }

  setValue(name: string, value: string): void {
    this.values[name] = value;
    this.serverErrors = this.serverErrors.filter((e) => e.field !== name);
  }

  async follow(id: string): Promise<void> {
    const href = this.step?.links.find((l) => l.id === id)?.href;
    if (href && !this.loading) await this.go(href, this.runs.join());
  }

  /** Checks the entries, then sends the change once per distinct entry (double presses join). */
  async submit(): Promise<void> {
    const { step } = this;
    if (!step || this.sending) return;
    this.secretsCleared = false;
    if (this.locked) {
      this.failedSubmits += 1;
      return;
    }
    if (this.fields.some((f) => this.ruleError(f) !== null)) {
      this.submitAttempted = true;
      this.serverErrors = [];
      this.failedSubmits += 1;
      return;
    }
    // The entries without the code: a code typed after 0004 is another try of the same entries (same key).
    const values = flowSubmission(this.values, this.fields.map((f) => f.name));
    const confirmation = this.changes.forEntries(this.stepKey, values);
    // Once the bank asked, a press needs a code; Try again after a lost answer sends the code that
    // try sent (held here, never in the session's journal, and dropped with the secrets).
    if (this.reauthenticationAsked && !(this.confirmState.kind === 'unknown' && this.sentCode)) {
      const message = reauthenticationCodeError(this.reauthentication.code);
      if (message) {
        this.reauthentication.noteResult({ kind: 'not-sent', reason: 'invalid-code', message }, true);
        this.failedSubmits += 1;
        return;
      }
      this.sentCode = this.reauthentication.take().reauthenticationCode ?? null;
    }
    const code = this.reauthenticationAsked ? this.sentCode : null;
    const run = this.runs.join();
    let answer: SecurityChangeAnswer = noAnswerYet;
    const pending = confirmation.confirm(
      async (key) => {
        answer = await this.submitChange.execute(step, code ? { ...values, [reauthenticationField]: code } : values, key);
        return confirmAnswerOf(answer);
      },
      {},
      { holdKey: this.reauthenticationAsked },
    );
    this.confirmState = confirmation.state;
    const read = await pending;
    runInAction(() => {
      this.confirmState = read;
      // The counter still learns of a wrong code after the page has gone; nothing else happens.
      if (!run.isLatest()) {
        if (answer.kind === 'invalid' && answer.wrongCode) this.counter.recordWrong();
        return;
      }
      this.settle(answer);
    });
  }

  private settle(answer: SecurityChangeAnswer): void {
    switch (answer.kind) {
      case 'done':
        this.counter.recordSuccess();
        this.clearSecrets();
        this.steps.set(answer.step);
        this.navigator.goTo(answer.step.route);
        return;
      case 'reauthenticate':
        // Nothing changed and the bank holds the change: the kit's field, the entries kept, the same key.
        this.reauthenticationAsked = true;
        return;
      case 'invalid': {
        if (answer.wrongCode) this.counter.recordWrong();
        const codeError = answer.step.errors.find((e) => e.field === reauthenticationField);
        // Nothing of a refused try's secrets is kept: the next try is a new confirmation with a new key.
        this.clearSecrets();
        this.reauthentication.message = codeError ? withPhone(codeError.message, this.config.helpPhone) : null;
        this.secretsCleared = true;
        this.serverErrors = answer.step.errors;
        this.step = answer.step;
        this.serverFailures += 1;
        return;
      }
      case 'failed':
        this.clearSecrets();
        this.failure = { code: answer.code, message: answer.message };
        return;
      case 'unknown':
      case 'ended':
        return;
    }
  }

  private async go(href: string | undefined, run: Run): Promise<void> {
    this.loading = true;
    const page = await this.open.execute(href);
    if (!run.isLatest()) return;
    runInAction(() => {
      this.loading = false;
      if (page.kind === 'failed') this.failure = { code: page.code, message: page.message };
      if (page.kind !== 'page') return;
      this.steps.set(page.step);
      if (page.step.route === this.path) this.take(page.step);
      else this.navigator.goTo(page.step.route, { replace: href === undefined });
    });
  }

  private take(step: IdentityStep): void {
    this.step = step;
    // A page that asks for the code up front shows the kit's field at once.
    if (fieldsOf(step).some((f) => f.name === reauthenticationField)) this.reauthenticationAsked = true;
    this.serverErrors = step.errors;
    for (const field of fieldsOf(step)) this.values[field.name] ??= '';
    // This kind of change was sent earlier in the session and its answer lost: say so at once.
    const lost = step.form != null ? this.changes.resumeLost(this.stepKey) : null;
    if (lost) this.confirmState = lost;
  }

  /**
   * Empties every secret field and drops the confirmation that sent them (nothing of a secret survives
   * its step); after the bank's definite answer and on leaving. A lost answer keeps both for Try again.
   */
  private clearSecrets(): void {
    this.clearSecretFields();
    this.changes.drop();
  }

  /** Empties every secret field and the kit's code (typed or sent). */
  private clearSecretFields(): void {
    let cleared = false;
    for (const field of fieldsOf(this.step)) {
      if (field.type !== 'password') continue;
      cleared ||= (this.values[field.name] ?? '') !== '';
      this.values[field.name] = '';
    }
    if (cleared) this.clearings += 1;
    this.reauthentication.setCode('');
    this.sentCode = null;
  }

  private ruleError(field: FlowField): string | null {
    return securityRuleError(field, this.values);
  }

  private readCounter(): void {
    runInAction(() => {
      this.attempt = this.counter.attempt;
      this.locked = this.counter.locked;
      this.secondsLocked = this.counter.secondsUntilRelease;
    });
  }
}
