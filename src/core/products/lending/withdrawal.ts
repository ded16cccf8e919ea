import { formatMoney, type Pence } from '../../accounts/money';
import { lender } from './lender';
import type { BasisPoints } from './rate';

/** Where a customer gives notice of withdrawal: the bank's phone and its one postal address (lender.ts). */
export const withdrawalContact = {
  phone: lender.phone,
  address: lender.postalAddress,
} as const;

/** The interest a day on the whole credit at the borrowing rate (a 365-day year), to the penny. */
export function dailyInterest(amount: Pence, borrowingRate: BasisPoints): Pence {
  return Math.round((amount * borrowingRate) / 10_000 / 365);
}

/**
 * The right to withdraw, in full (CCA s66A), the one text for the loan and the card: 14 days from the
 * day after the agreement is made or the copy arrives; notice by phone or in writing to a named
 * address; the credit and its interest repaid within 30 days of notice; interest at the daily rate.
 */
export function withdrawalText(options: { agreement: 'loan' | 'credit card'; endDate?: string; dailyInterest?: Pence }): string {
  const until = options.endDate ? ` Your 14 days end on ${options.endDate}.` : '';
  const interest =
    options.dailyInterest === undefined
      ? ' Interest is charged at the daily rate of the purchase rate on what you have spent, from the day you spent it.'
      : ` Interest is charged at the daily rate of ${formatMoney(options.dailyInterest)} on the whole credit.`;
  return (
    `You have 14 days to change your mind. You have the right to withdraw from this ${options.agreement} agreement, without giving any ` +
    `reason, within 14 days. The 14 days begin on the day after the day the agreement is made or, if later, the day after you receive ` +
    `your copy of it.${until} To withdraw, tell us by phone on ${withdrawalContact.phone} or in writing to ${withdrawalContact.address}. ` +
    `If you withdraw, you must repay the credit and the interest on it, from the day it was paid to you until the day you repay it, ` +
    `without undue delay and no later than 30 calendar days after you gave us notice.${interest}`
  );
}
