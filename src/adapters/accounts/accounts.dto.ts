/**
 * The accounts area's wire shapes (docs/api/accounts.md), generated from openapi/bank.yaml. The mappers read each object with `object<...Dto>` (dto-reader), whose field readers take
 * only these names: a field the document does not have does not compile.
 */
import type { ItemOf, Schemas } from '../http/wire-types';

/** One account of the list; by id the payload is the same account (or a one-element list of it). */
export type AccountDto = ItemOf<Schemas['GetV12AccountsAnswer']['payload']>;
export type AccountSummaryDto = AccountDto['summary'];
export type AccountLinkDto = ItemOf<AccountDto['links']>;
export type DisplayConfigDto = AccountDto['displayConfig'];
export type MoveMoneyFlagsDto = AccountDto['moveMoney'];

export type TransactionsPageDto = Schemas['GetV1AccountsByAccountIdTransactionsAnswer']['payload'];
export type TransactionDto = ItemOf<TransactionsPageDto['transactions']>;
export type PagingLinksDto = Schemas['PagingLinks'];
export type UpcomingTransactionDto = ItemOf<Schemas['GetV1UpcomingTransactionsAnswer']['payload']>;
export type PendingAuthorisationDto = ItemOf<Schemas['GetV1CardsPendingAuthorisationsAnswer']['payload']>;
export type InterestRatesDto = Schemas['GetV1AccountsByAccountIdInterestRatesAnswer']['payload'];
export type InterestRateDto = ItemOf<InterestRatesDto['rates']>;
export type CardPaymentInfoDto = Schemas['GetV1CreditCardsByAccountIdPaymentInfoAnswer']['payload'];
export type StatementDto = ItemOf<Schemas['GetV1AccountsByAccountIdStatementsAnswer']['payload']>;

export type LastLogonDto = Schemas['GetV1StatusAnswer']['payload'];
export type MarketingDto = Schemas['GetV1MarketingPlacementsAnswer']['payload'];
export type MarketingBannerDto = Schemas['MarketingBanner'];
/** The three actions' fields together: the mapper reads the one its `type` names. */
export type MarketingActionDto = MarketingBannerDto['action'];
export type MarketingPopoutDto = Extract<MarketingActionDto, { type: 'popout' }>['popout'];
export type MarketingImageDto = NonNullable<MarketingBannerDto['image']>;
