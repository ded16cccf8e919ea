/**
 * The wire shapes of docs/api/manage-money.md, generated from openapi/bank.yaml: a
 * field the document does not have does not compile. Inbound answers are read through `object<...Dto>`
 * (dto-reader) and checked field by field in manage-money.mapper.ts.
 */
import type { ItemOf, Schemas } from '../http/wire-types';

/** GET /v1/accounts/{id}/regular-payments: payload. */
export type RegularPaymentsDto = Schemas['GetV1AccountsByAccountIdRegularPaymentsAnswer']['payload'];
export type StandingOrderDto = ItemOf<RegularPaymentsDto['standingOrders']>;
export type DirectDebitDto = ItemOf<RegularPaymentsDto['directDebits']>;
export type PayeeRefDto = StandingOrderDto['payee'];

/** GET /v1/beneficiaries: payload[]. */
export type BeneficiaryDto = ItemOf<Schemas['GetV1BeneficiariesAnswer']['payload']>;

/** GET /v1/accounts/{id}/future-payments: payload[]. */
export type FuturePaymentDto = ItemOf<Schemas['GetV1AccountsByAccountIdFuturePaymentsAnswer']['payload']>;

/**
 * PATCH /v1/standing-orders/{id}: body. transactionSecurityCode when the change needs one (a new amount
 * or payee), bound to these values; after a 0004 the reauthenticationCode, with the same Idempotency-Key.
 */
export type AmendStandingOrderDto = Schemas['PatchV1StandingOrdersByStandingOrderIdRequest'];

/** POST /v1/standing-orders/{id}/transfer: body. */
export type TransferStandingOrderDto = Schemas['PostV1StandingOrdersByStandingOrderIdTransferRequest'];
