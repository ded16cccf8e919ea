import type { PaymentInstruction } from './move-money';

/**
 * What a payment pays, whatever route it was made by: the account it is paid from, where the money
 * goes (the payee's sort code and account number, whether typed as someone new or chosen as a saved
 * payee; a company and the customer's reference with it; one of the customer's own accounts) and the
 * amount. The payee's name is not part of it: a name retyped in another case pays the same account.
 * The request journal matches payments by it (docs/never-twice.md).
 */
export function paymentIdentity(instruction: PaymentInstruction): string {
  return [instruction.fromAccountId, destinationOf(instruction), String(instruction.amountPence)].join('|');
}

function destinationOf({ target, reference }: PaymentInstruction): string {
  switch (target.kind) {
    case 'own-account':
      return `own:${target.accountId}`;
    case 'saved-payee':
      return `account:${digits(target.payee.sortCode)}:${digits(target.payee.accountNumber)}`;
    case 'new-payee':
      return `account:${digits(target.payee.sortCode)}:${digits(target.payee.accountNumber)}`;
    case 'company':
      // A company's account takes many customers' payments: the reference says whose bill it pays.
      return `company:${target.company.id}:${reference.replace(/\s+/g, '').toUpperCase()}`;
  }
}

const digits = (value: string): string => value.replace(/\D/g, '');
