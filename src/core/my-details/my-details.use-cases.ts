import type { SigningCodesToSend } from '../signing/signing-codes';
import { attempt } from '../accounts/accounts-failure';
import { answerOf, type ConfirmAnswer } from '../journey/confirm-answer';
import type { ChangeOutcome } from '../manage-money/change.use-case';
import type { Result } from '../shared/result';
import type { SessionStatePort } from '../session/auth-state';
import { ownNamesOf, type CustomerProfile } from './customer-profile';
import { normaliseEmail } from './email-rules';
import type { MyDetailsPort } from './my-details.port';
import type { AccountStatementPreference, StatementPreferenceChange } from './statement-preferences';

const done = (): ChangeOutcome => ({ done: true });

/**
 * The details as the bank holds them now: fetched afresh for every page (nothing kept in the
 * browser), so after a change, or a lost answer, the page shows what the bank has. The customer's
 * real names go to the session as they arrive, so every error report from then on masks them.
 */
export class LoadProfile {
  constructor(
    private readonly port: Pick<MyDetailsPort, 'profile'>,
    private readonly session: Pick<SessionStatePort, 'update'>,
  ) {}
  async execute(): Promise<Result<CustomerProfile>> {
    const result = await attempt(() => this.port.profile());
    if (result.ok) this.session.update({ ownNames: ownNamesOf(result.value) });
    return result;
  }
}

export class LoadStatementPreferences {
  constructor(private readonly port: Pick<MyDetailsPort, 'statementPreferences'>) {}
  execute(): Promise<Result<AccountStatementPreference[]>> {
    return attempt(() => this.port.statementPreferences());
  }
}

/**
 * Changes the email address with the confirmation's key; the bank holds it for re-authentication
 * (0004) until the Re-authentication Security Code comes with it (`codes`, the same key). The answer
 * is read by the one change classifier (accepted, refused with the bank's code, re-authenticate, or
 * unknown when no answer came).
 */
export class ChangeEmail {
  constructor(private readonly port: Pick<MyDetailsPort, 'changeEmail'>) {}
  execute(email: string, key: string, codes: SigningCodesToSend = {}): Promise<ConfirmAnswer<ChangeOutcome>> {
    return answerOf(() => this.port.changeEmail(normaliseEmail(email), key, codes).then(done));
  }
}

/** Sends only the accounts that change, each with its new preference. */
export class ChangeStatementPreferences {
  constructor(private readonly port: Pick<MyDetailsPort, 'changeStatementPreferences'>) {}
  execute(changes: readonly StatementPreferenceChange[], key: string, codes: SigningCodesToSend = {}): Promise<ConfirmAnswer<ChangeOutcome>> {
    return answerOf(() => this.port.changeStatementPreferences(changes.map((c) => ({ accountId: c.accountId, preference: c.to })), key, codes).then(done));
  }
}
