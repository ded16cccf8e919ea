/**
 * Open banking's wire shapes (docs/api/open-banking.md), generated from openapi/bank.yaml: a field the document does not have does not compile. Money is integer pence; dates ISO 8601
 * (a date-time's calendar date is its first ten characters). The names follow the Open Banking
 * standard where it has one (permissions, ControlParameters' PeriodType and PeriodAlignment).
 */
import type { ItemOf, Schemas } from '../http/wire-types';

export type ConsentPageDto = Schemas['GetV1OpenBankingConsentsByListAnswer']['payload'];
/** One consent; the fields after `status` belong to one type each (information, funds, recurring payments). */
export type ConsentDto = ItemOf<ConsentPageDto['consents']>;
export type ProviderDto = ConsentDto['provider'];
export type AccountRefDto = NonNullable<ConsentDto['account']>;
export type FundsCheckDto = ItemOf<NonNullable<ConsentDto['fundsChecks']>>;
export type PaymentDto = ItemOf<NonNullable<ConsentDto['payments']>>;
/** What a recurring payment consent and its authorisation request both carry. */
export type RecurringTermsDto = Pick<ConsentDto, 'sweeping' | 'payee' | 'controlParameters'>;
export type PayeeDto = NonNullable<ConsentDto['payee']>;
export type ControlParametersDto = NonNullable<ConsentDto['controlParameters']>;
export type PeriodicLimitDto = ItemOf<ControlParametersDto['periodicLimits']>;
export type PagingLinksDto = Schemas['PagingLinks'];

export type AuthorisationDto = Schemas['GetV1OpenBankingAuthorisationsByAuthStateAnswer']['payload'];
export type EndedAuthorisationDto = Schemas['GetV1OpenBankingAuthorisationsByAuthStateProviderAnswer']['payload'];
export type RedirectDto = Schemas['PostV1OpenBankingAuthorisationsByAuthStateAnswer']['payload'];
export type AuthorisationAnswerRequestDto = Schemas['PostV1OpenBankingAuthorisationsByAuthStateRequest'];
