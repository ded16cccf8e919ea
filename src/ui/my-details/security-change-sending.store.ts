import { makeAutoObservable, runInAction } from 'mobx';
import type { IdentityStep } from '../../core/identity/identity-step';
import type { ConfirmState } from '../../core/journey/idempotent-confirmation';
import {
  ReauthenticationTexts,
  confirmAnswerOf,
  noAnswerYet,
  reauthenticationField,
  type ReauthenticationCounter,
  type SecurityChangeAnswer,
  type SubmitSecurityChange,
} from '../../core/my-details/security-details.use-cases';
import { withPhone } from '../../core/identity-flows/identity-flow-texts';
import type { RequestJournal } from '../../core/never-twice/request-journal';
import type { IdempotencyKeys } from '../../core/shared/idempotency-keys.port';
import { reauthenticationCodeError } from '../../core/signing/transaction-security-code';
import { fieldsOf } from '../shared/identity-flows/flow-fields';
import type { SummaryError } from '../shared/ErrorSummary';
import { ReauthenticationFieldState, reauthenticationFieldId } from '../signing/reauthentication-field.state';
import { SecurityChangeConfirmations } from './security-change-confirmations';

/** What one press sent came to: the confirmation's state and the use case's reading of the page answered. */
export interface SentChange {
  read: ConfirmState<IdentityStep>;
  answer: SecurityChangeAnswer;
}

/**
 * Sends a security change and reads its answer, with the re-authentication kit: one confirmation (one
 * Idempotency-Key) per distinct set of entries, a lost answer unknown, the kit's Re-authentication
 * field once the bank asked (0004, or a page that asks up front), and the session's counter and lock
 * wording. What the answer does to the page (where it goes, the entries' errors) is the view model's.
 */
export class SecurityChangeSending {
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

  constructor(
    private readonly submitChange: SubmitSecurityChange,
    private readonly counter: ReauthenticationCounter,
    keys: IdempotencyKeys,
    outcomes: RequestJournal,
    private readonly helpPhone: string,
  ) {
    this.changes = new SecurityChangeConfirmations(keys, outcomes);
    // The services, the change's confirmations and the code sent are not state a view reads.
    makeAutoObservable<this, 'submitChange' | 'counter' | 'changes' | 'sentCode' | 'unsubscribe' | 'helpPhone'>(
      this,
      { submitChange: false, counter: false, changes: false, sentCode: false, unsubscribe: false, helpPhone: false },
      { autoBind: true },
    );
  }

  /** Follows the session's re-authentication counter while the page is shown. */
  watchCounter(): void {
    this.unsubscribe = this.counter.subscribe(this.readCounter);
    this.readCounter();
  }

  stopWatching(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
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

  /** The error summary's link for the code, once the bank asked and the field has something to say. */
  get summaryErrors(): SummaryError[] {
    return this.reauthentication.summary(this.reauthenticationAsked);
  }

  get invalidFieldId(): string | null {
    return this.reauthenticationAsked && this.reauthentication.message ? reauthenticationFieldId : null;
  }

  /**
   * A page of the change shown: one that asks for the code up front shows the kit's field at once, and
   * a change of this kind sent earlier in the session whose answer was lost is said at once.
   */
  show(step: IdentityStep, change: string): void {
    if (fieldsOf(step).some((f) => f.name === reauthenticationField)) this.reauthenticationAsked = true;
    const lost = step.form != null ? this.changes.resumeLost(change) : null;
    if (lost) this.confirmState = lost;
  }

  /**
   * Sends `entries` as the confirmation of these entries (double presses join, retries keep its key),
   * with the code once the bank asked; null when nothing may be sent (the bank asked and no valid code
   * is typed: the field says so).
   */
  send(step: IdentityStep, change: string, entries: Record<string, string>): Promise<SentChange> | null {
    const confirmation = this.changes.forEntries(change, entries);
    // Once the bank asked, a press needs a code; Try again after a lost answer sends the code that
    // try sent (held here, never in the session's journal, and dropped with the secrets).
    if (this.reauthenticationAsked && !(this.confirmState.kind === 'unknown' && this.sentCode)) {
      const message = reauthenticationCodeError(this.reauthentication.code);
      if (message) {
        this.reauthentication.noteResult({ kind: 'not-sent', reason: 'invalid-code', message }, true);
        return null;
      }
      this.sentCode = this.reauthentication.take().reauthenticationCode ?? null;
    }
    const code = this.reauthenticationAsked ? this.sentCode : null;
    let answer: SecurityChangeAnswer = noAnswerYet;
    const pending = confirmation.confirm(
      async (key) => {
        answer = await this.submitChange.execute(step, code ? { ...entries, [reauthenticationField]: code } : entries, key);
        return confirmAnswerOf(answer);
      },
      {},
      { holdKey: this.reauthenticationAsked },
    );
    this.confirmState = confirmation.state;
    return pending.then((read) => ({ read, answer }));
  }

  /**
   * What the answer means for the key, the code and the counter. `seen` is false once the page that
   * sent it has gone: the counter still learns of a wrong code, and nothing else happens.
   */
  settle({ read, answer }: SentChange, seen: boolean): void {
    this.confirmState = read;
    if (!seen) {
      if (answer.kind === 'invalid' && answer.wrongCode) this.counter.recordWrong();
      return;
    }
    switch (answer.kind) {
      case 'done':
        this.counter.recordSuccess();
        this.forgetSecrets();
        return;
      case 'reauthenticate':
        // Nothing changed and the bank holds the change: the kit's field, the entries kept, the same key.
        this.reauthenticationAsked = true;
        return;
      case 'invalid': {
        if (answer.wrongCode) this.counter.recordWrong();
        // Nothing of a refused try's secrets is kept: the next try is a new confirmation with a new key.
        this.forgetSecrets();
        const codeError = answer.step.errors.find((e) => e.field === reauthenticationField);
        this.reauthentication.message = codeError ? withPhone(codeError.message, this.helpPhone) : null;
        return;
      }
      case 'failed':
        this.forgetSecrets();
        return;
      case 'unknown':
      case 'ended':
        return;
    }
  }

  /**
   * Empties the code (typed or sent) and drops the confirmation that sent the secrets, after the bank's
   * definite answer and on leaving (nothing of a secret survives its step). A lost answer stays in the
   * session's journal, under the kind of change alone.
   */
  forgetSecrets(): void {
    this.reauthentication.setCode('');
    this.sentCode = null;
    this.changes.drop();
  }

  private readCounter(): void {
    runInAction(() => {
      this.attempt = this.counter.attempt;
      this.locked = this.counter.locked;
      this.secondsLocked = this.counter.secondsUntilRelease;
    });
  }
}
