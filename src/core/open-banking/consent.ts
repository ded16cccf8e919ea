import type { Pence } from '../accounts/money';
import type { PeriodicLimit } from './recurring-payment-limits';

/**
 * Open banking consents (docs/rules/customer-screens.md, docs/rules/customer-entities.md and docs/rules/calls.md): the access a customer gave a third party. The
 * three kinds follow the Open Banking Customer Experience Guidelines' access dashboards and the
 * spec's route names: account information (information-sharing), confirmation of funds
 * (funds-availability) and variable recurring payments (recurring-payments).
 */
export const consentKinds = ['information-sharing', 'funds-availability', 'recurring-payments'] as const;
export type ConsentKind = (typeof consentKinds)[number];

export const isConsentKind = (value: string | undefined): value is ConsentKind => consentKinds.includes(value as ConsentKind);

/** What the bank says about a consent; the app's status also reads the dates (consent-status.ts). */
export type BankConsentStatus = 'active' | 'expired' | 'revoked';

export interface Provider {
  /** The provider's trading name, shown as text (never as markup). */
  name: string;
  /** The company an agent provider acts for ('on behalf of'), when there is one. */
  onBehalfOf: string | null;
}

export interface ConsentAccount {
  id: string;
  name: string;
  /** 6 digits, or null when the bank did not send one. */
  sortCode: string | null;
  accountNumber: string | null;
}

interface ConsentCommon {
  id: string;
  provider: Provider;
  /** ISO date the customer gave access. */
  grantedOn: string;
  /** ISO date the access ends; null = no end date. */
  expiresOn: string | null;
  bankStatus: BankConsentStatus;
  /** ISO date the customer (or the provider) stopped the access. */
  revokedOn: string | null;
}

export interface InformationSharingConsent extends ConsentCommon {
  kind: 'information-sharing';
  /** ISO date-time the provider last read the data; null when never. */
  lastAccessed: string | null;
  /** True when the customer shared every account, present and future. */
  allAccounts: boolean;
  accounts: ConsentAccount[];
  /** The Open Banking permission codes (ReadAccountsBasic ...); clusters in permission-clusters.ts. */
  permissions: string[];
}

export interface FundsCheck {
  /** ISO date-time of the check. */
  at: string;
  /** Whether the bank answered 'yes, the funds are available'. */
  available: boolean;
}

/** One provider, one account (the guidelines: one entry per provider per account). */
export interface FundsAvailabilityConsent extends ConsentCommon {
  kind: 'funds-availability';
  account: ConsentAccount;
  checks: FundsCheck[];
}

export interface RecurringPayment {
  /** ISO date. */
  date: string;
  amount: Pence;
}

export interface RecurringPaymentsConsent extends ConsentCommon {
  kind: 'recurring-payments';
  /** Sweeping: moving money between the customer's own accounts. */
  sweeping: boolean;
  payee: { name: string; sortCode: string | null; accountNumber: string | null };
  /** The account the payments are taken from, where the bank names it. */
  fromAccount: ConsentAccount | null;
  maxIndividualAmount: Pence;
  periodicLimits: PeriodicLimit[];
  /** ISO date; the consent's expiresOn is its 'valid to'. */
  validFrom: string;
  payments: RecurringPayment[];
}

export type Consent = InformationSharingConsent | FundsAvailabilityConsent | RecurringPaymentsConsent;

/** 'Moneybox', or 'Moneybox on behalf of Acme Ltd'. */
export function providerLabel(provider: Provider): string {
  return provider.onBehalfOf ? `${provider.name} on behalf of ${provider.onBehalfOf}` : provider.name;
}

export const kindTitles: Record<ConsentKind, string> = {
  'information-sharing': 'Information sharing',
  'funds-availability': 'Funds availability',
  'recurring-payments': 'Recurring payments',
};

/** What each kind means, in the words of the guidelines' dashboards. */
export const kindDescriptions: Record<ConsentKind, string> = {
  'information-sharing': 'Providers you allow to see information about your accounts.',
  'funds-availability': 'Providers you allow to check whether your account has enough money for a payment.',
  'recurring-payments': 'Providers you allow to make payments from your account, within limits you agreed.',
};
