import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ConfirmAnswer } from '../../../core/journey/confirm-answer';
import type { ConfirmState } from '../../../core/journey/idempotent-confirmation';
import { RememberedConfirmation } from '../../../core/journey/remembered-confirmation';
import type { JournalMemory } from '../../../core/journey/journal-memory';
import { RequestJournal } from '../../../core/never-twice/request-journal';
import type { SigningCodesToSend } from '../../../core/signing/signing-codes';
import { AnswerAuthorisation, FindProviderReturn, LoadAuthorisation, type AuthorisationOutcome, type ProviderReturn } from '../../../core/open-banking/authorisation.use-cases';
import { OpenBankingErrorCodes } from '../../../core/open-banking/open-banking-errors';
import type { AuthorisationDecision, AuthorisationRequest } from '../../../core/open-banking/open-banking.port';
import { AuthorisationMessages } from '../../../core/open-banking/open-banking-errors';
import { SessionStatePort } from '../../../core/session/auth-state';
import { AppConfig } from '../../../core/shared/app-config';
import { IdempotencyKeys } from '../../../core/shared/idempotency-keys.port';
import { Navigator } from '../../../core/shared/navigator.port';
import { signingDevice, type SigningDevice } from '../../../core/signing/signing-device';
import { TransactionSigning } from '../../../core/signing/transaction-signing';
import { WrongTransactionCode } from '../../../core/signing/transaction-security-code';
import { Loadable } from '../../shared/manage-money/loadable';
import { FormTouchState } from '../../shared/form-touch-state';
import { journeyScopes } from '../../journey/journey-scopes';

/** What an answer is kept under in the session's lost answers: the request, the decision, the accounts; never the code. */
interface AnswerInstruction {
  authState: string;
  decision: 'approve' | 'decline';
  accountIds: string[];
}

export const codeFieldId = 'reauthentication-code';
export const accountFieldId = (accountId: string) => `ob-account-${accountId}`;

type Field = 'accounts' | 'code';

/**
 * authorisation/{authState}: what the provider asks for, the accounts the customer chooses, the
 * Re-authentication Security Code, and the two answers. Approve and Decline are each one
 * confirmation with its own Idempotency-Key (a double press joins the send in flight; a retry after a
 * lost answer sends the same key). After a lost approval the choices are frozen: a changed choice
 * sent under a new key could authorise twice. A lost answer outlives the page: the
 * request opened again in the session shows it unknown, with the accounts it was sent with, and its
 * retry carries the same key and code. When the bank answers, the app leaves for the address
 * in that answer only, if core's redirect rule allows it; the page's own address is never read.
 */
@injectable()
export class AuthorisationViewModel {
  readonly request = new Loadable<AuthorisationRequest>();
  readonly touch = new FormTouchState<Field>();
  selected: string[] = [];
  code = '';
  serverMessage: string | null = null;
  failedSubmits = 0;
  /** The answer the bank accepted (the page then leaves, or shows why it will not). */
  outcome: AuthorisationOutcome | null = null;
  approveState: ConfirmState<AuthorisationOutcome> = { kind: 'ready' };
  declineState: ConfirmState<AuthorisationOutcome> = { kind: 'ready' };
  locked = false;
  secondsUntilRelease = 0;
  /** An ended request's way back to its provider, where the bank knows it. */
  providerReturn: ProviderReturn | null = null;
  private approval: RememberedConfirmation<AuthorisationOutcome> | null = null;
  private refusal: RememberedConfirmation<AuthorisationOutcome> | null = null;
  private authState = '';
  private unsubscribe: (() => void) | null = null;

  constructor(
    @inject(LoadAuthorisation) private readonly loadAuthorisation: LoadAuthorisation,
    @inject(AnswerAuthorisation) private readonly answerAuthorisation: AnswerAuthorisation,
    @inject(TransactionSigning) private readonly signing: TransactionSigning,
    @inject(IdempotencyKeys) private readonly keys: IdempotencyKeys,
    @inject(Navigator) private readonly navigator: Pick<Navigator, 'leaveTo'>,
    @inject(SessionStatePort) private readonly session: Pick<SessionStatePort, 'state'>,
    @inject(AppConfig) private readonly config: Pick<AppConfig, 'helpPhone'>,
    @inject(FindProviderReturn) private readonly findReturn: Pick<FindProviderReturn, 'execute'>,
    @inject(RequestJournal) private readonly outcomes: RequestJournal,
  ) {
    makeAutoObservable<this, 'loadAuthorisation' | 'answerAuthorisation' | 'signing' | 'keys' | 'navigator' | 'session' | 'config' | 'findReturn' | 'outcomes' | 'approval' | 'refusal' | 'unsubscribe'>(
      this,
      {
        loadAuthorisation: false, answerAuthorisation: false, signing: false, keys: false, navigator: false, session: false, config: false, findReturn: false,
        outcomes: false, approval: false, refusal: false, unsubscribe: false, request: false, touch: false,
      },
      { autoBind: true },
    );
  }

  get device(): SigningDevice {
    return signingDevice(this.session.state.tokenType);
  }

  get sending(): boolean {
    return this.approveState.kind === 'sending' || this.declineState.kind === 'sending';
  }

  /** After a lost answer nothing may change: only the same request, with the same key, may go again. */
  get frozen(): boolean {
    return this.approveState.kind === 'unknown' || this.declineState.kind === 'unknown' || this.outcome !== null;
  }

  get accountsError(): string | null {
    const req = this.request.value;
    if (!req || req.selection === 'fixed' || this.selected.length > 0) return null;
    return this.touch.visibleError('accounts', req.selection === 'many' ? AuthorisationMessages.chooseAccounts : AuthorisationMessages.chooseAccount);
  }

  get codeError(): string | null {
    const check = this.signing.check(this.code, 'reauthentication');
    return this.touch.visibleError('code', check.ok || check.reason === 'locked' ? null : check.message);
  }

  async load(authState: string): Promise<void> {
    this.authState = authState;
    this.start();
    await this.request.load(() => this.loadAuthorisation.execute(authState));
    const failed = this.request.state;
    if (failed.status === 'failed') await this.lookUpReturn(authState, failed.error.code);
    runInAction(() => {
      const req = this.request.value;
      // One account to check or to choose from: it is the choice.
      if (req && (req.selection === 'fixed' || req.accounts.length === 1)) this.selected = [req.accounts[0]!.id];
      if (req) this.resumeLostAnswers(authState);
    });
  }

  /** A send is out, or its answer is lost: the bank may have acted on it. */
  get awaitingAnswer(): boolean {
    return this.sending || this.approveState.kind === 'unknown' || this.declineState.kind === 'unknown';
  }

  /** awaitingAnswer as a function (bound), for the leave guard to read at the moment of leaving. */
  isAwaitingAnswer(): boolean {
    return this.awaitingAnswer;
  }

  private get memory(): JournalMemory {
    return { journal: this.outcomes, scope: journeyScopes.authorisation };
  }

  /** An answer to this request lost earlier in the session comes back unknown, as it was sent. */
  private resumeLostAnswers(authState: string): void {
    for (const values of this.outcomes.valuesIn(journeyScopes.authorisation)) {
      const kept = JSON.parse(values) as AnswerInstruction;
      if (kept.authState !== authState) continue;
      const tries = new RememberedConfirmation<AuthorisationOutcome>(this.keys, this.memory, values);
      if (kept.decision === 'approve') {
        this.approval = tries;
        this.selected = [...kept.accountIds];
        this.approveState = tries.state;
      } else {
        this.refusal = tries;
        this.declineState = tries.state;
      }
    }
  }

  private confirmationFor(current: RememberedConfirmation<AuthorisationOutcome> | null, instruction: AnswerInstruction): RememberedConfirmation<AuthorisationOutcome> {
    const values = JSON.stringify(instruction);
    return current?.values === values ? current : new RememberedConfirmation<AuthorisationOutcome>(this.keys, this.memory, values);
  }

  toggleAccount(accountId: string, on: boolean): void {
    if (this.frozen) return;
    this.selected = on ? [...new Set([...this.selected, accountId])] : this.selected.filter((id) => id !== accountId);
    this.touch.blur('accounts');
  }

  chooseAccount(accountId: string): void {
    if (this.frozen) return;
    this.selected = [accountId];
    this.touch.blur('accounts');
  }

  setCode(value: string): void {
    if (this.frozen) return;
    this.code = value;
    this.serverMessage = null;
  }

  async approve(): Promise<void> {
    if (this.sending || this.outcome) return;
    const accountIds = [...this.selected];
    const approval = this.approval;
    // A lost approval (on this page or an earlier one) is retried as it was sent: same key, same code.
    if (this.approveState.kind === 'unknown' && approval) {
      await this.send(approval, (codes) => ({ decision: 'approve', accountIds, reauthenticationCode: codes.reauthenticationCode ?? '' }), {}, (state) => (this.approveState = state));
      return;
    }
    this.touch.attemptSubmit();
    const check = this.signing.check(this.code, 'reauthentication');
    const chosen = this.request.value?.selection === 'fixed' || this.selected.length > 0;
    if (!chosen || !check.ok) {
      this.failedSubmits += 1;
      return;
    }
    this.approval = this.confirmationFor(approval, { authState: this.authState, decision: 'approve', accountIds });
    await this.send(
      this.approval,
      (codes) => ({ decision: 'approve', accountIds, reauthenticationCode: codes.reauthenticationCode ?? check.code }),
      { reauthenticationCode: check.code },
      (state) => (this.approveState = state),
    );
  }

  async decline(): Promise<void> {
    if (this.sending || this.outcome) return;
    this.refusal = this.confirmationFor(this.refusal, { authState: this.authState, decision: 'decline', accountIds: [] });
    await this.send(this.refusal, () => ({ decision: 'decline' }), {}, (state) => (this.declineState = state));
  }

  dispose(): void {
    this.request.dispose();
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private async send(
    confirmation: RememberedConfirmation<AuthorisationOutcome>,
    decide: (codes: SigningCodesToSend) => AuthorisationDecision,
    codes: SigningCodesToSend,
    setState: (state: ConfirmState<AuthorisationOutcome>) => void,
  ): Promise<void> {
    const request = this.request.value;
    const vouched = { redirectUris: request?.redirectUris ?? [], state: request?.providerState ?? null };
    const pending = confirmation.confirm((key, sent) => this.answerAuthorisation.execute(this.authState, decide(sent), key, vouched), codes);
    setState({ kind: 'sending' });
    const answer: ConfirmAnswer<AuthorisationOutcome> = await pending;
    runInAction(() => {
      setState(answer);
      if (answer.kind === 'refused' && answer.code === WrongTransactionCode) {
        this.serverMessage = AuthorisationMessages.wrongCode.replace('{phone}', this.config.helpPhone);
        this.code = '';
        this.touch.reset();
        this.failedSubmits += 1;
      }
      if (answer.kind === 'accepted') this.outcome = answer.outcome;
      // A definite answer (done, refused, re-authenticate) ends what the code was typed for: it is
      // not kept, even when the page stays (a redirect refused, an error shown). Only a lost answer
      // keeps it, for the retry that must send the same.
      if (answer.kind !== 'unknown') this.code = '';
    });
    if (answer.kind === 'refused' && answer.code === OpenBankingErrorCodes.authorisationExpired) await this.lookUpReturn(this.authState, answer.code);
    if (answer.kind === 'accepted' && answer.outcome.redirect.ok) this.navigator.leaveTo(answer.outcome.redirect.url);
  }

  /** An expired or unknown request: ask the bank who its provider is, for 'Return to {provider}'. */
  private async lookUpReturn(authState: string, code: string | undefined): Promise<void> {
    const reason = code === OpenBankingErrorCodes.authorisationExpired ? 'expired' : code === OpenBankingErrorCodes.authorisationNotFound ? 'notFound' : null;
    if (reason === null || this.providerReturn) return;
    const found = await this.findReturn.execute(authState, reason);
    runInAction(() => {
      if (this.authState === authState) this.providerReturn = found;
    });
  }

  private start(): void {
    this.unsubscribe?.();
    this.unsubscribe = this.signing.reauthentication.subscribe(this.sync);
    this.sync();
  }

  private sync(): void {
    this.locked = this.signing.reauthentication.locked;
    this.secondsUntilRelease = this.signing.reauthentication.secondsUntilRelease;
  }
}
