import type { Pence } from '../accounts/money';
import type { PaymentPayee } from './regular-payment';

/** A one-off payment the customer has set up to go on a later date. */
export interface FuturePayment {
  id: string;
  accountId: string;
  payee: PaymentPayee;
  amount: Pence;
  /** ISO date the payment will be made. */
  date: string;
  reference: string;
}

/** Soonest first: the order of the list and of {paymentIndex}. */
export const soonestFirst = (payments: readonly FuturePayment[]): FuturePayment[] =>
  [...payments].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
