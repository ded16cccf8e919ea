import { wrongCodeRefusal } from './wrong-code.refusal';
import type { SigningCodesToSend } from '../../core/signing/signing-codes';
import { injectable } from 'inversify';
import { AccountsFailure } from '../../core/accounts/accounts-failure';
import type { Consent } from '../../core/open-banking/consent';
import type { AuthorisationDecision, AuthorisationRequest, ConsentList, ConsentPage, EndedAuthorisation, LeftOutConsent, OpenBankingPort } from '../../core/open-banking/open-banking.port';
import { OpenBankingErrorCodes } from '../../core/open-banking/open-banking-errors';
import { OpenBankingPaths } from '../open-banking/http-open-banking.adapter';
import { toAuthorisation, toConsentPage, toRedirectAnswer } from '../open-banking/open-banking.mapper';
import { WireAnswers, type WireSchemas } from './wire-answers';

type ConsentWire = WireSchemas['GetV1OpenBankingConsentsByListAnswer']['payload']['consents'][number];

const current = { accountId: 'F-CUR', name: 'Current Account', sortCode: '401276', accountNumber: '41234567' };
const saver = { accountId: 'F-SAV', name: 'Regular Saver', sortCode: '401276', accountNumber: '71234567' };

/** The consents as the bank lists them: one of each kind, and an expired one. */
export const fakeConsentsWire = (): ConsentWire[] => [
  {
    consentId: 'F-AIS-1', type: 'ACCOUNT_INFORMATION', provider: { name: 'Moneybox', onBehalfOf: null }, grantedAt: '2026-03-02', expiresAt: null,
    status: 'AUTHORISED', revokedAt: null, lastAccessedAt: '2026-11-22T08:00:00Z', allAccounts: true, accounts: [current],
    permissions: ['ReadAccountsBasic', 'ReadAccountsDetail', 'ReadTransactionsDetail'],
  },
  {
    consentId: 'F-AIS-2', type: 'ACCOUNT_INFORMATION', provider: { name: 'Yolt', onBehalfOf: null }, grantedAt: '2024-05-01', expiresAt: '2025-05-01',
    status: 'EXPIRED', revokedAt: null, allAccounts: false, accounts: [current], permissions: ['ReadBalances'],
  },
  {
    consentId: 'F-CBPII-1', type: 'FUNDS_CONFIRMATION', provider: { name: 'Curve', onBehalfOf: null }, grantedAt: '2026-01-10', expiresAt: null,
    status: 'AUTHORISED', revokedAt: null, account: current,
    fundsChecks: [{ checkedAt: '2026-11-20T10:00:00Z', fundsAvailable: true }, { checkedAt: '2026-11-21T10:00:00Z', fundsAvailable: false }],
  },
  {
    consentId: 'F-VRP-1', type: 'VARIABLE_RECURRING_PAYMENTS', provider: { name: 'Plum', onBehalfOf: null }, grantedAt: '2026-06-01', expiresAt: '2027-11-23',
    status: 'AUTHORISED', revokedAt: null, sweeping: true,
    payee: { name: 'Regular Saver', sortCode: saver.sortCode, accountNumber: saver.accountNumber }, debtorAccount: current,
    controlParameters: {
      maximumIndividualAmount: 50_000,
      periodicLimits: [{ periodType: 'Month', periodAlignment: 'Calendar', amount: 100_000 }],
      validFromDateTime: '2026-06-01',
      validToDateTime: '2027-11-23',
    },
    payments: [{ paidAt: '2026-07-01', amount: 25_000 }],
  },
];

/** The request waiting for the customer's answer, as the bank sends it. */
export const fakeAuthorisationWire = (): WireSchemas['GetV1OpenBankingAuthorisationsByAuthStateAnswer'] => ({
  payload: {
    authState: 'AIS-DEMO-1', type: 'ACCOUNT_INFORMATION', provider: { name: 'Moneybox', onBehalfOf: null }, expiresAt: '2027-02-21',
    permissions: ['ReadAccountsDetail', 'ReadTransactionsDetail'], accounts: [current, saver],
    redirectUris: ['https://tpp.example/callback'], state: 'moneybox-state/1 ?&=',
  },
  messages: [],
});

/**
 * OpenBankingPort in memory: one consent of each kind, an expired and a revoked one, two requests.
 * The seed is the bank's JSON (recorded in `wire`, read by the HTTP adapter's mapper), and so is the
 * answer to an authorisation (docs/api/fakes.md); the lists are then served from `consents`, which a
 * spec may set.
 */
@injectable()
export class FakeOpenBanking implements OpenBankingPort {
  readonly wire = new WireAnswers();
  consents: Consent[] = this.seedConsents();
  readonly requests: AuthorisationRequest[] = [toAuthorisation(this.wire.record('GET', OpenBankingPaths.authorisation('AIS-DEMO-1'), fakeAuthorisationWire()))];
  readonly revoked: { id: string; key: string }[] = [];
  readonly answers: { authState: string; decision: AuthorisationDecision; key: string }[] = [];
  failLists = false;
  /** How many answers to an authorisation are lost (no answer: FD999T) before they come through. */
  loseAnswers = 0;
  /** Entries the bank sent that could not be read (the active list's). */
  leftOut: LeftOutConsent[] = [];
  /** Where the bank's answer sends the customer; `{outcome}` is code=fake or error=access_denied. */
  redirectTemplate = 'https://tpp.example/callback?state={state}&{outcome}';
  today = '2026-11-23';

  /** Both lists' first pages as the bank answers them, read by the mapper, in the seed's order. */
  private seedConsents(): Consent[] {
    const seed = fakeConsentsWire();
    const page = (list: ConsentList, entries: ConsentWire[]) => {
      const answer: WireSchemas['GetV1OpenBankingConsentsByListAnswer'] = { payload: { consents: entries, links: { next: null } }, messages: [] };
      return toConsentPage(this.wire.record('GET', OpenBankingPaths.list(list), answer)).consents;
    };
    const mapped = [...page('active', seed.filter((c) => c.status === 'AUTHORISED')), ...page('expired', seed.filter((c) => c.status !== 'AUTHORISED'))];
    return seed.flatMap((c) => mapped.filter((m) => m.id === c.consentId));
  }

  async consentPage(list: ConsentList, next: string | null): Promise<ConsentPage> {
    if (this.failLists) {
      const failure = { code: 'FD001T', description: 'Consents failed' };
      this.wire.recordFailure('GET', OpenBankingPaths.list(list), failure);
      throw new AccountsFailure(failure);
    }
    void next;
    const wanted = this.consents.filter((c) => (list === 'active' ? c.bankStatus === 'active' : c.bankStatus !== 'active'));
    return { consents: wanted.map((c) => ({ ...c })), leftOut: list === 'active' ? [...this.leftOut] : [], next: null };
  }

  /** Every try of a revocation, with its codes (a Re-authentication Security Code after 0004). */
  readonly revokeTries: { id: string; key: string; codes: SigningCodesToSend }[] = [];

  async revoke(consentId: string, key: string, codes: SigningCodesToSend = {}): Promise<void> {
    this.revokeTries.push({ id: consentId, key, codes });
    // As the demo bank: stopping a sweeping payment consent asks for re-authentication first.
    if (!codes.reauthenticationCode && this.consents.some((c) => c.id === consentId && c.kind === 'recurring-payments' && c.sweeping)) {
      throw new AccountsFailure({ code: '0004', description: 'Re-authentication required.' });
    }
    this.revoked.push({ id: consentId, key });
    this.consents = this.consents.map((c): Consent => (c.id === consentId ? { ...c, bankStatus: 'revoked', revokedOn: this.today } : c));
    this.wire.record('DELETE', OpenBankingPaths.consent(consentId), undefined, 204);
  }

  async authorisation(authState: string): Promise<AuthorisationRequest> {
    const found = this.requests.find((r) => r.authState === authState);
    if (!found) throw new AccountsFailure({ code: OpenBankingErrorCodes.authorisationNotFound, description: 'No such request' });
    return found;
  }

  /** Ended requests whose provider the bank knows (none by default). */
  endedProviders: Record<string, EndedAuthorisation> = {};

  async endedAuthorisation(authState: string): Promise<EndedAuthorisation | null> {
    return this.endedProviders[authState] ?? null;
  }

  async answerAuthorisation(authState: string, decision: AuthorisationDecision, key: string): Promise<{ redirectUri: unknown }> {
    this.answers.push({ authState, decision, key });
    if (this.loseAnswers > 0) {
      this.loseAnswers -= 1;
      throw new AccountsFailure({ code: 'FD999T', description: 'No answer' });
    }
    // The bank's refusal: its error envelope on a 200, as the gateway sends it (docs/api/http.md).
    const refusal = decision.decision === 'approve' ? wrongCodeRefusal({ reauthenticationCode: decision.reauthenticationCode }) : null;
    if (refusal) {
      this.wire.recordFailure('POST', OpenBankingPaths.authorisation(authState), refusal);
      throw new AccountsFailure(refusal);
    }
    const outcome = decision.decision === 'approve' ? 'code=fake' : 'error=access_denied';
    const state = this.requests.find((r) => r.authState === authState)?.providerState ?? authState;
    const answer: WireSchemas['PostV1OpenBankingAuthorisationsByAuthStateAnswer'] = {
      payload: { redirectUri: this.redirectTemplate.replace('{state}', encodeURIComponent(state)).replace('{outcome}', outcome) },
      messages: [],
    };
    return toRedirectAnswer(this.wire.record('POST', OpenBankingPaths.authorisation(authState), answer));
  }
}
