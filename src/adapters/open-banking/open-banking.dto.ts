/**
 * Open banking's wire shapes (docs/api/open-banking.md). Money is integer pence; dates ISO 8601
 * (a date-time's calendar date is its first ten characters). The names follow the Open Banking
 * standard where it has one (permissions, ControlParameters' PeriodType and PeriodAlignment).
 */
export type ConsentTypeDto = 'ACCOUNT_INFORMATION' | 'FUNDS_CONFIRMATION' | 'VARIABLE_RECURRING_PAYMENTS';
export type ConsentStatusDto = 'AUTHORISED' | 'EXPIRED' | 'REVOKED';

export interface AccountRefDto {
  accountId: string;
  name: string;
  sortCode?: string | null;
  accountNumber?: string | null;
}

export interface ControlParametersDto {
  maximumIndividualAmount: number;
  periodicLimits: { periodType: string; periodAlignment: 'Calendar' | 'Consent'; amount: number }[];
  validFromDateTime: string;
  validToDateTime?: string | null;
}

export interface ConsentDto {
  consentId: string;
  type: ConsentTypeDto;
  status: ConsentStatusDto;
  provider: { name: string; onBehalfOf?: string | null };
  grantedAt: string;
  expiresAt?: string | null;
  revokedAt?: string | null;
  /** ACCOUNT_INFORMATION */
  lastAccessedAt?: string | null;
  allAccounts?: boolean;
  accounts?: AccountRefDto[];
  permissions?: string[];
  /** FUNDS_CONFIRMATION */
  account?: AccountRefDto;
  fundsChecks?: { checkedAt: string; fundsAvailable: boolean }[];
  /** VARIABLE_RECURRING_PAYMENTS */
  sweeping?: boolean;
  payee?: { name: string; sortCode?: string | null; accountNumber?: string | null };
  debtorAccount?: AccountRefDto | null;
  controlParameters?: ControlParametersDto;
  payments?: { paidAt: string; amount: number }[];
}

export interface ConsentPageDto {
  payload: { consents: unknown[]; links?: { next?: string | null } };
  messages?: unknown[];
}

export interface AuthorisationAnswerRequestDto {
  decision: 'APPROVED' | 'REJECTED';
  accountIds?: string[];
  reauthenticationCode?: string;
}
