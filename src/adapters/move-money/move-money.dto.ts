/**
 * The move-money calls on the wire (docs/api/move-money.md), generated from openapi/bank.yaml: the hand-written shapes are gone, so a field the document does not have does not compile.
 * Answers are read through `Unchecked<...>` until the mapper has checked them.
 */
import type { ItemOf, Schemas } from '../http/wire-types';

export type TokenTypeDto = Schemas['GetV1MoveMoneyTokenTypeAnswer'];
export type BeneficiaryDto = ItemOf<Schemas['GetV1BeneficiariesAnswer']['payload']>;
export type RecentPaymentDto = ItemOf<Schemas['GetV1AccountsByAccountIdRecentPaymentsAnswer']['payload']>;
export type SecondaryReferenceCheckDto = Schemas['PostV1SecondaryReferenceAccountChecksAnswer'];
export type SecondaryReferenceRequestDto = Schemas['PostV1SecondaryReferenceAccountChecksRequest'];
export type CopResponseDto = Schemas['PostV1ConfirmationOfPayeeAnswer'];
export type CopRequestDto = Schemas['PostV1ConfirmationOfPayeeRequest'];
/** The five confirm paths answer with the same receipt (the ledger's `receipt`). */
export type ReceiptDto = Schemas['PostV1TransfersAnswer'];
export type DataTransferSessionDto = Schemas['PostV1InternationalDataTransferSessionAnswer'];
export type DataTransferRequestDto = Schemas['PostV1InternationalDataTransferSessionRequest'];

export type TransferRequestDto = Schemas['PostV1TransfersRequest'];
export type PaymentRequestDto = Schemas['PostV1PaymentsRequest'];
export type NewPayeePaymentRequestDto = Schemas['PostLegacyCreateBeneficiaryAdhocRequest'];
export type CompanyPaymentRequestDto = Schemas['PostLegacyCreateBeneficiaryMajorRequest'];
export type StandingOrderRequestDto = Schemas['PostLegacyCreateBeneficiaryStandingOrderRequest'];
export type StandingOrderDto = Schemas['StandingOrderInstruction'];

/** The body of a confirm: one of the five, by the path the adapter picks (confirmPath). */
export type ConfirmRequestDto =
  | TransferRequestDto
  | PaymentRequestDto
  | NewPayeePaymentRequestDto
  | CompanyPaymentRequestDto
  | StandingOrderRequestDto;
