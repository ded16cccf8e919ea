import type { SigningCodesToSend } from '../../core/signing/signing-codes';
import { inject, injectable } from 'inversify';
import type { AuthorisationDecision, AuthorisationRequest, ConsentList, ConsentPage, EndedAuthorisation, OpenBankingPort } from '../../core/open-banking/open-banking.port';
import { consentPageSize } from '../../core/open-banking/consent-paging';
import { AppConfig } from '../../core/shared/app-config';
import { HttpClient } from '../http/http-client';
import { requireDoneEnvelope } from '../http/confirmation-answer';
import { nextPageQuery, toAuthorisation, toAuthorisationRequestBody, toConsentPage, toEndedAuthorisation, toRedirectAnswer } from './open-banking.mapper';
import { toAppError } from '../../core/accounts/accounts-failure';
import { OpenBankingErrorCodes } from '../../core/open-banking/open-banking-errors';
import { idSegment } from '../http/id-segment';

/** The paths under apiBase (docs/api/open-banking.md). */
/** The Re-authentication Security Code of a change without a body (a revocation), after 0004. */
export const ReauthenticationCodeHeader = 'X-Reauthentication-Code';

export const OpenBankingPaths = {
  list: (list: ConsentList) => `/v1/open-banking/consents/${list}`,
  consent: (id: string) => `/v1/open-banking/consents/${idSegment(id)}`,
  authorisation: (authState: string) => `/v1/open-banking/authorisations/${idSegment(authState)}`,
  endedAuthorisation: (authState: string) => `/v1/open-banking/authorisations/${idSegment(authState)}/provider`,
} as const;

/**
 * Open banking over the one HTTP client: the GETs retry (3 tries, the client's rule); a revocation
 * and an authorisation answer are sent once, with the confirmation's Idempotency-Key.
 */
@injectable()
export class HttpOpenBankingAdapter implements OpenBankingPort {
  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(AppConfig) private readonly config: Pick<AppConfig, 'apiBase'>,
  ) {}

  private url(path: string): string {
    return `${this.config.apiBase}${path}`;
  }

  async consentPage(list: ConsentList, next: string | null): Promise<ConsentPage> {
    const url = this.url(OpenBankingPaths.list(list));
    const params = next === null ? { page: 1, pageSize: consentPageSize } : nextPageQuery(next, url);
    return toConsentPage(await this.http.get<unknown>(url, { params }));
  }

  async revoke(consentId: string, idempotencyKey: string, codes: SigningCodesToSend = {}): Promise<void> {
    // A DELETE has no body: after 0004 the code goes in the bank's header for it (openapi/bank.yaml).
    const headers = codes.reauthenticationCode ? { [ReauthenticationCodeHeader]: codes.reauthenticationCode } : undefined;
    requireDoneEnvelope(await this.http.delete<unknown>(this.url(OpenBankingPaths.consent(consentId)), { idempotencyKey, ...(headers ? { headers } : {}) }), 'DELETE consent');
  }

  async authorisation(authState: string): Promise<AuthorisationRequest> {
    return toAuthorisation(await this.http.get<unknown>(this.url(OpenBankingPaths.authorisation(authState))));
  }

  /** A 404 (OB_AUTH_NOT_FOUND): the bank knows no provider for it. Anything else fails as it is. */
  async endedAuthorisation(authState: string): Promise<EndedAuthorisation | null> {
    try {
      return toEndedAuthorisation(await this.http.get<unknown>(this.url(OpenBankingPaths.endedAuthorisation(authState))));
    } catch (reason) {
      if (toAppError(reason).code === OpenBankingErrorCodes.authorisationNotFound) return null;
      throw reason;
    }
  }

  async answerAuthorisation(authState: string, decision: AuthorisationDecision, idempotencyKey: string): Promise<{ redirectUri: unknown }> {
    const answer = await this.http.post<unknown>(this.url(OpenBankingPaths.authorisation(authState)), toAuthorisationRequestBody(decision), {
      idempotencyKey,
    });
    return toRedirectAnswer(answer);
  }
}
