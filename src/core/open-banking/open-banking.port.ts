import type { SigningCodesToSend } from '../signing/signing-codes';
import type { Consent, ConsentAccount, ConsentKind, Provider } from './consent';
import type { PeriodicLimit } from './recurring-payment-limits';

/** The two lists of docs/rules/calls.md: active consents, and expired (revoked included) ones. */
export type ConsentList = 'active' | 'expired';

/** A consent entry the bank sent that the app could not read: left out of the list and reported. */
export interface LeftOutConsent {
  /** Its id when it had one. */
  id: string | null;
  /** What was wrong, naming the field (for monitoring; never shown as markup). */
  problem: string;
}

export interface ConsentPage {
  consents: Consent[];
  leftOut: LeftOutConsent[];
  /** The bank's link to the next page, as checked by the adapter; null on the last page. */
  next: string | null;
}

/** What a provider asks the customer to approve (authorisation/{authState}). */
export interface AuthorisationRequest {
  authState: string;
  kind: ConsentKind;
  provider: Provider;
  /** ISO date the access would end; null = no end date. */
  expiresOn: string | null;
  /** Information sharing: the permission codes asked for. */
  permissions: string[];
  /**
   * The accounts the customer may choose from: 'many' (information sharing: at least one), 'one'
   * (recurring payments: the account to pay from) or 'fixed' (funds availability: the provider
   * names the account; the customer approves it or declines).
   */
  accounts: ConsentAccount[];
  selection: 'many' | 'one' | 'fixed';
  /**
   * The provider's registered redirect URIs, as the bank holds them: the only places the
   * bank's answer may send the customer (origin and path exactly). */
  redirectUris: string[];
  /** The provider's own `state`, exactly as it sent it; null when it sent none. */
  providerState: string | null;
  /** Recurring payments: the limits asked for. */
  recurring: {
    sweeping: boolean;
    payee: { name: string; sortCode: string | null; accountNumber: string | null };
    maxIndividualAmount: number;
    periodicLimits: PeriodicLimit[];
    validFrom: string;
    validTo: string | null;
  } | null;
}

export type AuthorisationDecision =
  | { decision: 'approve'; accountIds: string[]; reauthenticationCode: string }
  | { decision: 'decline' };

/** Open banking's calls (docs/rules/calls.md; docs/api/open-banking.md). */
/** An ended request's provider, as the bank holds it: where an error redirect may go. */
export interface EndedAuthorisation {
  providerName: string;
  redirectUris: string[];
  /** The provider's state exactly as it sent it; null when it sent none. */
  state: string | null;
}

export const OpenBankingPort = Symbol('OpenBankingPort');
export interface OpenBankingPort {
  /** One page of a list: the first when `next` is null, else the bank's next link. */
  consentPage(list: ConsentList, next: string | null): Promise<ConsentPage>;
  /** Stops a consent; sent once with the confirmation's Idempotency-Key. */
  /** `codes`: the Re-authentication Security Code, only on the try after the bank answered 0004. */
  revoke(consentId: string, idempotencyKey: string, codes?: SigningCodesToSend): Promise<void>;
  authorisation(authState: string): Promise<AuthorisationRequest>;
  /**
   * For a request that has ended (expired, or unknown to the customer's session): the provider the
   * bank knows it came from, with its registered redirect URIs and its own state; null when the bank
   * knows no provider for it.
   */
  endedAuthorisation(authState: string): Promise<EndedAuthorisation | null>;
  /** The customer's answer; resolves with the address the bank says to send the customer to, unchecked. */
  answerAuthorisation(authState: string, decision: AuthorisationDecision, idempotencyKey: string): Promise<{ redirectUri: unknown }>;
}
