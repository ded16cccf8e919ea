import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { IdentityStep } from '../../core/identity/identity-step';
import { withPhone } from '../../core/identity-flows/identity-flow-texts';
import { flowStepOfRoute } from '../../core/identity-flows/identity-flows';
import { OpenSecurityPage, ReauthenticationCounter, SubmitSecurityChange, type SecurityChangeAnswer } from '../../core/my-details/security-details.use-cases';
import { IdentityStepStore } from '../../core/session/identity-step-store';
import { RequestJournal } from '../../core/never-twice/request-journal';
import { AppConfig } from '../../core/shared/app-config';
import { IdempotencyKeys } from '../../core/shared/idempotency-keys.port';
import { Navigator } from '../../core/shared/navigator.port';
import type { SummaryError } from '../shared/ErrorSummary';
import { RunLifecycle, type Run } from '../shared/run-lifecycle';
import { SecurityChangeSending } from './security-change-sending.store';
import { SecurityEntries } from './security-entries.state';

/**
 * One page of security details (UpdateOptions, a change, UpdateSuccess or UpdateMessage). The identity
 * service directs the pages; this view model shows the one it answered and moves on to the next.
 * What is typed and its rules are `entries` (checked with the set-up rules before anything is sent);
 * sending the change and reading its answer, with the re-authentication kit, is `change` (one
 * Idempotency-Key for every try; a lost answer is unknown; after 0004 the kit's field appears and the
 * next press sends the entries with the code under the same key). Secrets live only in these, in
 * memory: they are cleared after a refusal (and the page says so), when the change is done and on
 * leaving.
 */
@injectable()
export class SecurityDetailsViewModel {
  path = '';
  stepKey = '';
  step: IdentityStep | null = null;
  loading = false;
  /** Presses that sent nothing (a rule, a missing code, the lock): the error summary takes focus again. */
  failedSubmits = 0;
  /** Refusals from the bank: focus goes to the first field it named. */
  serverFailures = 0;
  failure: { code: string; message: string } | null = null;
  readonly entries: SecurityEntries;
  readonly change: SecurityChangeSending;
  /**
   * The page's runs: an answer of a run that has been superseded (the page has gone, left or logged
   * off, or opened again) changes nothing and moves nobody.
   */
  private readonly runs = new RunLifecycle();

  constructor(
    @inject(OpenSecurityPage) private readonly open: OpenSecurityPage,
    @inject(SubmitSecurityChange) submitChange: SubmitSecurityChange,
    @inject(IdentityStepStore) private readonly steps: IdentityStepStore,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(IdempotencyKeys) keys: IdempotencyKeys,
    @inject(ReauthenticationCounter) counter: ReauthenticationCounter,
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(RequestJournal) outcomes: RequestJournal,
  ) {
    this.entries = new SecurityEntries(config.helpPhone);
    this.change = new SecurityChangeSending(submitChange, counter, keys, outcomes, config.helpPhone);
    // The injected services and the run lifecycle are not page state a view reads; the entries and
    // the change are observable of their own.
    makeAutoObservable<this, 'open' | 'steps' | 'navigator' | 'config' | 'runs'>(
      this,
      { open: false, steps: false, navigator: false, config: false, runs: false, entries: false, change: false },
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
    this.change.watchCounter();
    const current = this.steps.current;
    if (current?.route === this.path && this.stepKey !== 'index') {
      this.take(current);
      return;
    }
    await this.go(undefined, run);
  }

  dispose(): void {
    this.runs.end();
    this.change.stopWatching();
    this.clearSecrets();
  }

  get title(): string {
    return this.step?.data.title || 'Security details';
  }

  get message(): string | null {
    const text = this.step?.data.message;
    return text ? withPhone(text, this.config.helpPhone) : null;
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
    return this.hasForm && this.change.confirmState.kind !== 'accepted' && this.entries.anyTyped;
  }

  get summaryErrors(): SummaryError[] {
    return [...this.entries.summaryErrors, ...this.change.summaryErrors];
  }

  get firstInvalidFieldId(): string | null {
    return this.entries.firstInvalidFieldId ?? this.change.invalidFieldId;
  }

  async follow(id: string): Promise<void> {
    const href = this.step?.links.find((l) => l.id === id)?.href;
    if (href && !this.loading) await this.go(href, this.runs.join());
  }

  /** Checks the entries, then sends the change once per distinct entry (double presses join). */
  async submit(): Promise<void> {
    const { step } = this;
    if (!step || this.change.sending) return;
    this.entries.secretsCleared = false;
    if (this.change.locked || !this.entries.passesRules()) {
      this.failedSubmits += 1;
      return;
    }
    const sending = this.change.send(step, this.stepKey, this.entries.submission);
    if (!sending) {
      this.failedSubmits += 1;
      return;
    }
    const run = this.runs.join();
    const sent = await sending;
    runInAction(() => {
      const seen = run.isLatest();
      this.change.settle(sent, seen);
      if (seen) this.settle(sent.answer);
    });
  }

  /** The page's part of an answer: where it goes and what it shows (the code's part is the change's). */
  private settle(answer: SecurityChangeAnswer): void {
    switch (answer.kind) {
      case 'done':
        this.entries.clearSecrets();
        this.steps.set(answer.step);
        this.navigator.goTo(answer.step.route);
        return;
      case 'invalid':
        this.entries.refused(answer.step);
        this.step = answer.step;
        this.serverFailures += 1;
        return;
      case 'failed':
        this.entries.clearSecrets();
        this.failure = { code: answer.code, message: answer.message };
        return;
      case 'reauthenticate':
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
    this.entries.show(step);
    this.change.show(step, this.stepKey);
  }

  /**
   * Empties every secret and drops the confirmation that sent them (nothing of a secret survives its
   * step). A lost answer keeps both for Try again until the page is left.
   */
  private clearSecrets(): void {
    this.entries.clearSecrets();
    this.change.forgetSecrets();
  }
}
