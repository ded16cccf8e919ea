import type { SigningSubject } from '../signing/signing-digits';
import type { StandingOrderAmendment } from './change-rules';
import type { Mandate } from './regular-payment';

/**
 * What the Transaction Security Code of a standing order's amend signs (docs/api/manage-money.md):
 * the payee's account number and the new amount, keyed into the Secure Key, bound to the payee (its
 * sort code, account number and the standing order), the account the money leaves and the new
 * reference, so that any change of them needs a new code, as a payment's (payment-signing-subject.ts).
 */
export function amendSigningSubjectOf(mandate: Mandate, amendment: StandingOrderAmendment): SigningSubject {
  const { sortCode, accountNumber } = amendment.payee;
  return {
    kind: 'account',
    identifier: accountNumber ?? '',
    amountPence: amendment.amount,
    payee: `${sortCode ?? ''} ${accountNumber ?? ''} ${mandate.id}`,
    account: mandate.accountId,
    reference: amendment.reference,
  };
}
