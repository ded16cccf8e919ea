import { formatSortCode } from '../../../core/accounts/account-identifiers';
import { formatShortDate } from '../../../core/accounts/calendar-date';
import { frequencyLabels, type Frequency, type PaymentPayee } from '../../../core/manage-money/regular-payment';

/** 'Jane Smith, 20-00-00 55779911' or just the name for a Direct Debit's company. */
export const payeeLine = (payee: PaymentPayee): string =>
  payee.sortCode && payee.accountNumber ? `${formatSortCode(payee.sortCode)} ${payee.accountNumber}` : '';

export const dateOrNone = (iso: string | null): string => (iso ? formatShortDate(iso) : 'None');
export const frequencyText = (f: Frequency | null): string => (f ? frequencyLabels[f] : 'Set by the company');
