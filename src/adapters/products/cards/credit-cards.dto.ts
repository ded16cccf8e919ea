/**
 * The wire shapes of the credit card calls (docs/api/credit-cards.md), generated from openapi/bank.yaml
 *: a field the document does not have does not compile. Money in pence, rates in
 * basis points. Answers are the payloads, read through `Unchecked<...>` until the mapper has checked them.
 */
import type { ItemOf, Schemas } from '../../http/wire-types';

export type PreEligibilityDto = Schemas['GetV1CreditCardsPreEligibilityAnswer']['payload'];
export type CardProductDto = ItemOf<Schemas['GetV1CreditCardsAnswer']['payload']>;
export type BalanceTransferDto = Schemas['CardBalanceTransfer'];
export type EligibilityRequestDto = Schemas['PostV1CreditCardsEligibilityRequest'];
export type EligibilityDto = Schemas['PostV1CreditCardsEligibilityAnswer']['payload'];
export type StartApplicationDto = Schemas['PostV1CreditCardsApplicationsRequest'];
export type SignAgreementDto = Schemas['PostV1CreditCardsApplicationsByApplicationIdAgreementsRequest'];
export type StartedApplicationDto = Schemas['PostV1CreditCardsApplications201Answer']['payload'];
export type ApplicantDetailsDto = Schemas['PostV1CreditCardsApplicationsByApplicationIdApplicantDetailsRequest'];
export type DecisionDto = Schemas['PostV1CreditCardsApplicationsByApplicationIdDecisionsAnswer']['payload'];
/** The application as the bank holds it (`offers` reads it too). */
export type ApplicationDto = Schemas['GetV1CreditCardsApplicationsByApplicationIdAnswer']['payload'];
export type OfferDto = Schemas['GetV1CreditCardsApplicationsByApplicationIdOffersAnswer']['payload']['offer'];
export type ListedApplicationDto = ItemOf<Schemas['GetV1CreditCardsApplicationsAnswer']['payload']['applications']>;
/** A repayment account: the accounts list's shape (docs/api/accounts.md). */
export type RepaymentAccountDto = ItemOf<Schemas['GetV1CreditCardsAccountsAnswer']['payload']>;
export type CardOptionsDto = Schemas['PatchV1CreditCardsApplicationsByApplicationIdRequest'];
export type AgreementHtmlDto = Schemas['GetV1CreditCardsApplicationsByApplicationIdAgreementsUnsignedAnswer']['payload'];
export type SignedCardDto = Schemas['PostV1CreditCardsApplicationsByApplicationIdAgreements201Answer']['payload'];
