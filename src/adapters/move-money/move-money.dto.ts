/**
 * The move-money calls on the wire (docs/api/move-money.md). Inbound shapes are `unknown` until the
 * mapper has checked them; outbound bodies are written here so the stubs and the adapter agree.
 */
export interface TokenTypeDto {
  payload?: { tokenType?: unknown };
}

export interface BeneficiaryDto {
  id?: unknown;
  name?: unknown;
  sortCode?: unknown;
  accountNumber?: unknown;
  reference?: unknown;
}

export interface SecondaryReferenceCheckDto {
  payload?: { secondaryReferenceRequired?: unknown };
}

export interface CopResponseDto {
  payload?: { matched?: unknown; reasonCode?: unknown; accountName?: unknown };
}

export interface ReceiptDto {
  payload?: { paymentReference?: unknown; paymentDate?: unknown; status?: unknown };
}

export interface CopRequestDto {
  name: string;
  sortCode: string;
  accountNumber: string;
  accountType: 'PERSONAL' | 'BUSINESS';
  secondaryReference?: string;
}

export interface ConfirmRequestDto {
  fromAccountId: string;
  amount: number;
  reference: string;
  /** own-account transfer */
  toAccountId?: string;
  /** existing payee */
  beneficiaryId?: string;
  /** new payee (ad hoc) */
  payee?: CopRequestDto;
  /** company (major beneficiary) */
  majorBeneId?: string;
  standingOrder?: {
    frequency: 'WEEKLY' | 'FORTNIGHTLY' | 'MONTHLY' | 'QUARTERLY' | 'YEARLY';
    firstPaymentDate: string;
    end: { type: 'UNTIL_FURTHER_NOTICE' } | { type: 'AFTER'; numberOfPayments: number } | { type: 'ON'; finalPaymentDate: string };
  };
  transactionSecurityCode?: string;
  reauthenticationCode?: string;
}
