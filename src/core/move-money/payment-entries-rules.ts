import type { PaymentKind } from './move-money';
import { amountError } from '../shared/validation/amount-rules';
import { referenceError, requiredTextError, selectionError, shortTextError } from '../shared/validation/text-rules';
import {
  accountNumberError,
  cardNumberError,
  finalPaymentDateError,
  firstPaymentDateError,
  numberOfPaymentsError,
  sortCodeError,
} from './move-money-validation';
import type { PaymentEntries } from './payment-instruction';

export type PaymentField = keyof PaymentEntries;

/** What the rules need to know about the flow besides the entries. */
export interface PaymentFormContext {
  kind: PaymentKind;
  /** The company signs with a card number (its reference is the card). */
  signsWithCard: boolean;
  /** The payee's bank asked for a roll number or other secondary reference. */
  needsSecondaryReference: boolean;
  /** ISO date. */
  today: string;
}

const isNewPayee = (kind: PaymentKind) => kind === 'new-payee' || kind === 'standing-order-person';
const isStandingOrder = (kind: PaymentKind) => kind === 'standing-order-person' || kind === 'standing-order-company';

/** The fields a flow of this kind asks for, in order. */
export function paymentFields(kind: PaymentKind): PaymentField[] {
  const f: PaymentField[] = [];
  if (isNewPayee(kind)) f.push('payeeName', 'accountType', 'sortCode', 'accountNumber', 'secondaryReference');
  f.push('amount', 'reference');
  if (isStandingOrder(kind)) f.push('frequency', 'firstPaymentDate', 'endKind', 'numberOfPayments', 'finalPaymentDate');
  return f;
}

/** The message for a field of a move-money form (docs/rules/field-validation.md), null when it is valid. */
export function paymentFieldError(field: PaymentField, v: PaymentEntries, c: PaymentFormContext): string | null {
  const newPayee = isNewPayee(c.kind);
  const standingOrder = isStandingOrder(c.kind);
  switch (field) {
    case 'payeeName':
      return newPayee ? shortTextError(v.payeeName) : null;
    case 'accountType':
      return newPayee ? selectionError(v.accountType) : null;
    case 'sortCode':
      return newPayee ? sortCodeError(v.sortCode) : null;
    case 'accountNumber':
      return newPayee ? accountNumberError(v.accountNumber) : null;
    case 'secondaryReference':
      // docs/rules/field-validation.md 'Required text'.
      return newPayee && c.needsSecondaryReference ? requiredTextError(v.secondaryReference) : null;
    case 'amount':
      return amountError(v.amount);
    case 'reference':
      if (c.kind === 'transfer' && v.reference.trim() === '') return null;
      return c.signsWithCard ? cardNumberError(v.reference) : referenceError(v.reference);
    case 'frequency':
      return standingOrder ? selectionError(v.frequency) : null;
    case 'firstPaymentDate':
      return standingOrder ? firstPaymentDateError(v.firstPaymentDate, c.today) : null;
    case 'endKind':
      return standingOrder ? selectionError(v.endKind) : null;
    case 'numberOfPayments':
      return standingOrder && v.endKind === 'after' ? numberOfPaymentsError(v.numberOfPayments) : null;
    case 'finalPaymentDate':
      return standingOrder && v.endKind === 'on' ? finalPaymentDateError(v.finalPaymentDate, v.firstPaymentDate, c.today) : null;
  }
}
