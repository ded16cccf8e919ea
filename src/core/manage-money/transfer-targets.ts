import type { Account } from '../accounts/account';
import type { Mandate } from './regular-payment';

const digits = (v: string | null | undefined): string => (v ?? '').replace(/\D/g, '');

/**
 * The accounts a standing order can be paid from instead: the customer's accounts money can be
 * transferred from, other than the one paying it now and other than the payee itself (an account
 * cannot pay itself).
 */
export function transferTargets(accounts: readonly Account[], mandate: Pick<Mandate, 'accountId' | 'payee'>): Account[] {
  return accounts.filter(
    (a) =>
      a.moveMoney.canTransferFrom &&
      a.id !== mandate.accountId &&
      !(digits(a.summary.sortCode) === digits(mandate.payee.sortCode) && digits(a.summary.number) === digits(mandate.payee.accountNumber)),
  );
}
