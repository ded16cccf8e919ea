import { parseAmount } from '../shared/validation/amount-rules';
import { compactDigits } from './move-money-validation';
import type { AccountType, Frequency, NewPayee, PaymentInstruction, PaymentKind, PaymentTarget, StandingOrderEnd } from './move-money';

/** A move-money form's entries as typed (the view's fields). */
export interface PaymentEntries {
  payeeName: string;
  accountType: string;
  sortCode: string;
  accountNumber: string;
  secondaryReference: string;
  amount: string;
  reference: string;
  frequency: string;
  firstPaymentDate: string;
  endKind: string;
  numberOfPayments: string;
  finalPaymentDate: string;
}

/** A new payee from the entries; the roll number only when the payee's bank asked for one. */
export function newPayeeOf(v: PaymentEntries, withSecondaryReference: boolean): NewPayee {
  return {
    name: v.payeeName.trim(),
    sortCode: compactDigits(v.sortCode.trim()),
    accountNumber: compactDigits(v.accountNumber.trim()),
    accountType: (v.accountType || 'personal') as AccountType,
    // Kept as typed, but sent only for an account whose bank asked for it.
    ...(withSecondaryReference && v.secondaryReference.trim() ? { secondaryReference: v.secondaryReference.trim() } : {}),
  };
}

/**
 * The instruction the bank is asked to carry out, from entries the form has already checked: the
 * amount in pence, the reference (a card number's digits only), and a standing order's schedule.
 */
export function paymentInstructionOf(kind: PaymentKind, fromAccountId: string, target: PaymentTarget, v: PaymentEntries): PaymentInstruction | null {
  const amountPence = parseAmount(v.amount);
  if (amountPence === null) return null;
  const standingOrder = kind === 'standing-order-person' || kind === 'standing-order-company';
  const end: StandingOrderEnd =
    v.endKind === 'after'
      ? { kind: 'after', payments: Number(v.numberOfPayments) }
      : v.endKind === 'on'
        ? { kind: 'on', date: v.finalPaymentDate }
        : { kind: 'until-further-notice' };
  const byCard = target.kind === 'company' && target.company.signWith === 'card';
  return {
    kind,
    fromAccountId,
    target,
    amountPence,
    reference: byCard ? compactDigits(v.reference.trim()) : v.reference.trim(),
    ...(standingOrder ? { schedule: { frequency: v.frequency as Frequency, firstPaymentDate: v.firstPaymentDate, end } } : {}),
  };
}
