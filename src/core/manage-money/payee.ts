import type { Mandate } from './regular-payment';

/** A saved payee (beneficiary) of the customer. */
export interface Payee {
  id: string;
  name: string;
  /** Six digits, shown as xx-xx-xx. */
  sortCode: string;
  accountNumber: string;
  reference: string;
}

const digits = (value: string | null | undefined): string => (value ?? '').replace(/\D/g, '');

/**
 * The active standing orders that pay this payee (same sort code and account number). The bank keeps
 * a standing order when its payee is deleted, so the customer is told before deleting.
 */
export function regularPaymentsTo(payee: Pick<Payee, 'sortCode' | 'accountNumber'>, mandates: readonly Mandate[]): Mandate[] {
  return mandates.filter(
    (m) =>
      m.status === 'active' &&
      m.type === 'standing-order' &&
      digits(m.payee.sortCode) === digits(payee.sortCode) &&
      digits(m.payee.accountNumber) === digits(payee.accountNumber),
  );
}

/** What the delete review says about a payee's regular payments (none: null). */
export function regularPaymentsWarning(count: number): string | null {
  if (count === 0) return null;
  const which = count === 1 ? 'a standing order' : `${count} standing orders`;
  const it = count === 1 ? 'It is' : 'They are';
  return `This payee has ${which} from this account. ${it} not cancelled when you delete the payee: cancel ${count === 1 ? 'it' : 'them'} in Regular payments if you want the payments to stop.`;
}

/** Said before delete when the regular payments could not be read. */
export const regularPaymentsUnknownWarning =
  'We could not check whether this payee has standing orders from this account. Deleting a payee does not cancel its standing orders.';
