import { attempt } from '../accounts/accounts-failure';
import { answerOf, type ConfirmAnswer } from '../journey/confirm-answer';
import type { Result } from '../shared/result';
import type { TransactionSigning } from '../signing/transaction-signing';
import { WrongTransactionCode } from '../signing/transaction-security-code';
import type { AuthorisationDecision, AuthorisationRequest, OpenBankingPort } from './open-banking.port';
import { errorRedirect, redirectFromAnswer, type RedirectDecision, type VouchedRedirect } from './redirect-rule';

/** What a provider asks for (authorisation/{authState}); an expired or unknown request fails with its code. */
export class LoadAuthorisation {
  constructor(private readonly port: Pick<OpenBankingPort, 'authorisation'>) {}

  execute(authState: string): Promise<Result<AuthorisationRequest>> {
    return attempt(() => this.port.authorisation(authState));
  }
}

/** A way back to the provider of an ended request: its name and the error redirect. */
export interface ProviderReturn {
  providerName: string;
  url: string;
}

/**
 * Where the provider of an ended request is known, the way back to it (an error redirect judged in
 * core); null when it is not known, or the call fails (the page then says to go back by hand).
 */
export class FindProviderReturn {
  constructor(private readonly port: Pick<OpenBankingPort, 'endedAuthorisation'>) {}

  async execute(authState: string, reason: 'expired' | 'notFound'): Promise<ProviderReturn | null> {
    try {
      const ended = await this.port.endedAuthorisation(authState);
      if (!ended) return null;
      const url = errorRedirect({ redirectUris: ended.redirectUris, state: ended.state }, reason === 'expired' ? 'The authorisation request has expired' : 'The authorisation request was not found');
      return url ? { providerName: ended.providerName, url } : null;
    } catch {
      return null;
    }
  }
}

export interface AuthorisationOutcome {
  decision: AuthorisationDecision['decision'];
  /** Where to send the customer: the bank's answer, judged by the redirect rule. */
  redirect: RedirectDecision;
}

/**
 * The customer's answer to an authorisation, sent once per confirmation (the key comes from the
 * page's IdempotentConfirmation). An approval carries a Re-authentication Security Code (spec 01
 * section 5): the bank's OLR_0043 counts against the re-authentication counter (3 tries, then 300 s
 * locked), an accepted code starts it again. The redirect address is taken from the bank's answer
 * only, and judged in core, against what the bank said of the provider in the request (its registered
 * redirect URIs and its own state), before anything is followed.
 */
export class AnswerAuthorisation {
  constructor(
    private readonly port: Pick<OpenBankingPort, 'answerAuthorisation'>,
    private readonly signing: Pick<TransactionSigning, 'record'>,
  ) {}

  async execute(authState: string, decision: AuthorisationDecision, key: string, vouched: VouchedRedirect): Promise<ConfirmAnswer<AuthorisationOutcome>> {
    let redirectUri: unknown = null;
    const answer = await answerOf(async () => {
      ({ redirectUri } = await this.port.answerAuthorisation(authState, decision, key));
    });
    if (decision.decision === 'approve') {
      if (answer.kind === 'accepted') this.signing.record('accepted', 'reauthentication');
      if (answer.kind === 'refused' && answer.code === WrongTransactionCode) this.signing.record('wrong-code', 'reauthentication');
    }
    if (answer.kind !== 'accepted') return answer;
    return { kind: 'accepted', outcome: { decision: decision.decision, redirect: redirectFromAnswer(redirectUri, vouched) } };
  }
}
