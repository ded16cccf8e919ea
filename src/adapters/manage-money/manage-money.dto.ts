/**
 * The wire shapes of docs/api/manage-money.md. Inbound answers are checked field by field in
 * manage-money.mapper.ts; these types describe what the bank agreed to send and what we send.
 */
export interface PayeeRefDto {
  name: string;
  sortCode?: string | null;
  accountNumber?: string | null;
}

export interface StandingOrderDto {
  id: string;
  status: 'ACTIVE' | 'CANCELLED' | 'ENDED';
  accountId: string;
  payee: PayeeRefDto;
  amount: number;
  frequency: 'WEEKLY' | 'FORTNIGHTLY' | 'MONTHLY' | 'QUARTERLY' | 'YEARLY';
  nextPaymentDate?: string | null;
  lastPaymentDate?: string | null;
  reference: string;
}

export interface DirectDebitDto {
  id: string;
  status: 'ACTIVE' | 'CANCELLED' | 'ENDED';
  accountId: string;
  originator: string;
  lastAmount?: number | null;
  frequency?: StandingOrderDto['frequency'] | null;
  nextPaymentDate?: string | null;
  lastPaymentDate?: string | null;
  reference: string;
}

/** GET /v1/accounts/{id}/regular-payments: payload. */
export interface RegularPaymentsDto {
  standingOrders: StandingOrderDto[];
  directDebits: DirectDebitDto[];
}

/** GET /v1/beneficiaries: payload[]. */
export interface BeneficiaryDto {
  id: string;
  name: string;
  sortCode: string;
  accountNumber: string;
  reference: string;
}

/** GET /v1/accounts/{id}/future-payments: payload[]. */
export interface FuturePaymentDto {
  id: string;
  accountId: string;
  payee: PayeeRefDto;
  amount: number;
  date: string;
  reference: string;
}

/** PATCH /v1/standing-orders/{id}: body. */
export interface AmendStandingOrderDto {
  amount: number;
  nextPaymentDate: string;
  frequency: StandingOrderDto['frequency'];
  reference: string;
  /** Present when the change needs one (a new amount or payee): bound to these values. */
  transactionSecurityCode?: string;
  /** After a 0004: the Re-authentication Security Code, in its own field, with the same Idempotency-Key. */
  reauthenticationCode?: string;
}

/** POST /v1/standing-orders/{id}/transfer: body. */
export interface TransferStandingOrderDto {
  toAccountId: string;
}
