import { injectable } from 'inversify';
import { AccountsFailure } from '../../core/accounts/accounts-failure';
import type { Consent } from '../../core/open-banking/consent';
import type { AuthorisationDecision, AuthorisationRequest, ConsentList, ConsentPage, EndedAuthorisation, LeftOutConsent, OpenBankingPort } from '../../core/open-banking/open-banking.port';
import { OpenBankingErrorCodes } from '../../core/open-banking/open-banking-errors';

const current = { id: 'F-CUR', name: 'Current Account', sortCode: '401276', accountNumber: '41234567' };
const saver = { id: 'F-SAV', name: 'Regular Saver', sortCode: '401276', accountNumber: '71234567' };

/** OpenBankingPort in memory: one consent of each kind, an expired and a revoked one, two requests. */
@injectable()
export class FakeOpenBanking implements OpenBankingPort {
  consents: Consent[] = [
    {
      id: 'F-AIS-1', kind: 'information-sharing', provider: { name: 'Moneybox', onBehalfOf: null }, grantedOn: '2026-03-02',
      expiresOn: null, bankStatus: 'active', revokedOn: null, lastAccessed: '2026-11-22T08:00:00Z', allAccounts: true, accounts: [current],
      permissions: ['ReadAccountsBasic', 'ReadAccountsDetail', 'ReadTransactionsDetail'],
    },
    {
      id: 'F-AIS-2', kind: 'information-sharing', provider: { name: 'Yolt', onBehalfOf: null }, grantedOn: '2024-05-01',
      expiresOn: '2025-05-01', bankStatus: 'expired', revokedOn: null, lastAccessed: null, allAccounts: false, accounts: [current],
      permissions: ['ReadBalances'],
    },
    {
      id: 'F-CBPII-1', kind: 'funds-availability', provider: { name: 'Curve', onBehalfOf: null }, grantedOn: '2026-01-10',
      expiresOn: null, bankStatus: 'active', revokedOn: null, account: current,
      checks: [{ at: '2026-11-20T10:00:00Z', available: true }, { at: '2026-11-21T10:00:00Z', available: false }],
    },
    {
      id: 'F-VRP-1', kind: 'recurring-payments', provider: { name: 'Plum', onBehalfOf: null }, grantedOn: '2026-06-01',
      expiresOn: '2027-11-23', bankStatus: 'active', revokedOn: null, sweeping: true,
      payee: { name: 'Regular Saver', sortCode: saver.sortCode, accountNumber: saver.accountNumber }, fromAccount: current,
      maxIndividualAmount: 50_000, periodicLimits: [{ period: 'month', alignment: 'calendar', amount: 100_000 }], validFrom: '2026-06-01',
      payments: [{ date: '2026-07-01', amount: 25_000 }],
    },
  ];
  readonly requests: AuthorisationRequest[] = [
    {
      authState: 'AIS-DEMO-1', kind: 'information-sharing', provider: { name: 'Moneybox', onBehalfOf: null }, expiresOn: '2027-02-21',
      permissions: ['ReadAccountsDetail', 'ReadTransactionsDetail'], accounts: [current, saver], selection: 'many', recurring: null,
      redirectUris: ['https://tpp.example/callback'], providerState: 'moneybox-state/1 ?&=',
    },
  ];
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

  async consentPage(list: ConsentList, next: string | null): Promise<ConsentPage> {
    if (this.failLists) throw new AccountsFailure({ code: 'FD001T', description: 'Consents failed' });
    void next;
    const wanted = this.consents.filter((c) => (list === 'active' ? c.bankStatus === 'active' : c.bankStatus !== 'active'));
    return { consents: wanted.map((c) => ({ ...c })), leftOut: list === 'active' ? [...this.leftOut] : [], next: null };
  }

  async revoke(consentId: string, key: string): Promise<void> {
    this.revoked.push({ id: consentId, key });
    this.consents = this.consents.map((c): Consent => (c.id === consentId ? { ...c, bankStatus: 'revoked', revokedOn: this.today } : c));
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
    if (decision.decision === 'approve' && decision.reauthenticationCode === '000000') {
      throw new AccountsFailure({ code: 'OLR_0043', description: 'You have entered an incorrect Re-authentication Security Code. (OLR_0043)' });
    }
    const outcome = decision.decision === 'approve' ? 'code=fake' : 'error=access_denied';
    const state = this.requests.find((r) => r.authState === authState)?.providerState ?? authState;
    return { redirectUri: this.redirectTemplate.replace('{state}', encodeURIComponent(state)).replace('{outcome}', outcome) };
  }
}
