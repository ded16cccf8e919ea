import type { SigningSubject } from '../signing/signing-digits';
import type { StandingOrderAmendment } from './change-rules';
import type { Mandate } from './regular-payment';

/**
 * What a Transaction Security Code signs for an amended standing order: the payee's account number and
 * the new amount keyed into the device, bound to everything else the amend sends (the reference, the
 * schedule) and to the account that pays it, so a code typed for one amend is dropped when any of them
 * changes.
 */
export function amendSigningSubjectOf(m: Pick<Mandate, 'id' | 'accountId'>, amendment: StandingOrderAmendment): SigningSubject {
  return {
    kind: 'account',
    identifier: amendment.payee.accountNumber ?? '',
    amountPence: amendment.amount,
    payee: `${amendment.payee.sortCode ?? ''} ${amendment.payee.accountNumber ?? ''} ${m.id}`,
    account: m.accountId,
    reference: amendment.reference,
    schedule: `${amendment.frequency} ${amendment.nextPaymentDate}`,
  };
}
