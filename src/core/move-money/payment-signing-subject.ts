import type { SigningSubject } from '../signing/signing-digits';
import type { PaymentInstruction } from './move-money';

/**
 * What a payment's code signs (docs/rules/credentials.md): the payee's identifier digits (the account number,
 * or a company's reference or card number) and the amount, bound to the payee, the account the money
 * leaves and the reference, so that any change of them needs a new code.
 */
export function signingSubjectOf(instruction: PaymentInstruction): SigningSubject {
  const t = instruction.target;
  const bound = {
    amountPence: instruction.amountPence,
    account: instruction.fromAccountId,
    reference: instruction.reference,
    // Everything the instruction sends is signed: a standing order's schedule too.
    ...(instruction.schedule ? { schedule: JSON.stringify(instruction.schedule) } : {}),
  };
  if (t.kind === 'company') {
    const kind = t.company.signWith;
    return { ...bound, kind, identifier: kind === 'account' ? t.company.accountNumber : instruction.reference, payee: t.company.id };
  }
  if (t.kind === 'new-payee') return { ...bound, kind: 'account', identifier: t.payee.accountNumber, payee: `${t.payee.sortCode}${t.payee.accountNumber}` };
  if (t.kind === 'saved-payee') return { ...bound, kind: 'account', identifier: t.payee.accountNumber, payee: t.payee.id };
  return { ...bound, kind: 'account', identifier: t.accountId, payee: t.accountId };
}
