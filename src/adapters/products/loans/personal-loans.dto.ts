/**
 * Wire shapes of the personal loan calls (docs/api/lending.md), generated from openapi/bank.yaml
 *: a field the document does not have does not compile. Money in pence, rates in
 * basis points. Answers are the payloads, read through `Unchecked<...>` until the mapper has checked them.
 */
import type { ItemOf, Schemas } from '../../http/wire-types';

export type LoanEligibilityDto = Schemas['GetV1PersonalLoansEligibilityAnswer']['payload'];
export type QuotationRequestDto = Schemas['PostV1PersonalLoansQuotationsRequest'];
export type QuotationDto = Schemas['PostV1PersonalLoansQuotations201Answer']['payload'];
export type CustomerDetailsDto = Schemas['PostV1PersonalLoansApplicationsByApplicationIdCustomerDetailsRequest'];
export type AffordabilityDto = Schemas['PostV1PersonalLoansApplicationsByApplicationIdAffordabilityAnswer']['payload'];
/** The quotation again, with the customer's details, the SECCI's address and the withdrawal period. */
export type ApplySummaryDto = Schemas['GetV1PersonalLoansApplicationsByApplicationIdApplySummaryAnswer']['payload'];
export type AgreementDto = Schemas['GetV1PersonalLoansApplicationsByApplicationIdAgreementAnswer']['payload'];
export type DecisionDto = Schemas['PostV1PersonalLoansApplicationsByApplicationIdDecisionAnswer']['payload'];
/** An account the loan can be paid into: the accounts list's shape (docs/api/accounts.md). */
export type PayoutAccountDto = ItemOf<Schemas['GetV1PersonalLoansAccountsAnswer']['payload']>;
export type ApplyRequestDto = Schemas['PostV1OriginationPersonalLoanApplyRequest'];
export type ApplyDto = Schemas['PostV1OriginationPersonalLoanApply201Answer']['payload'];
