import { formatSortCode } from '../../core/accounts/account-identifiers';
import { formatShortDate } from '../../core/accounts/calendar-date';
import type { ConsentAccount } from '../../core/open-banking/consent';

/** '21 Nov 2026, 10:00', in UK time (the bank's times are UTC). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export const formatDate = (iso: string): string => formatShortDate(iso);

/** 'Current Account, 40-12-76 41234567' (what is known of it). */
export function accountLine(account: Pick<ConsentAccount, 'name' | 'sortCode' | 'accountNumber'>): string {
  const numbers = [account.sortCode ? formatSortCode(account.sortCode) : null, account.accountNumber].filter(Boolean).join(' ');
  return numbers ? `${account.name}, ${numbers}` : account.name;
}
