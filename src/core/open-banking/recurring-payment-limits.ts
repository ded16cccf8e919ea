import { formatMoney, type Pence } from '../accounts/money';

/**
 * The limits of a variable recurring payment consent (Open Banking VRP 'ControlParameters'): the
 * largest single payment, and any number of period limits, each a period type and whether the
 * period runs by the calendar (a calendar month) or from the consent date (a month from the day
 * the consent started).
 */
export const periods = ['day', 'week', 'fortnight', 'month', 'half-year', 'year'] as const;
export type Period = (typeof periods)[number];
export type PeriodAlignment = 'calendar' | 'consent';

export interface PeriodicLimit {
  period: Period;
  alignment: PeriodAlignment;
  amount: Pence;
}

const periodWords: Record<Period, { each: string; name: string }> = {
  day: { each: 'a day', name: 'Day' },
  week: { each: 'a week', name: 'Week' },
  fortnight: { each: 'a fortnight', name: 'Fortnight' },
  month: { each: 'a month', name: 'Month' },
  'half-year': { each: 'a half-year', name: 'Half-year' },
  year: { each: 'a year', name: 'Year' },
};

export const periodName = (period: Period): string => periodWords[period].name;

/** Shortest period first, as the customer reads them ('a day' before 'a month'). */
export function sortLimits(limits: readonly PeriodicLimit[]): PeriodicLimit[] {
  return [...limits].sort((a, b) => periods.indexOf(a.period) - periods.indexOf(b.period) || a.alignment.localeCompare(b.alignment));
}

/** '£1,000.00 a month' */
export const limitAmountText = (limit: PeriodicLimit): string => `${formatMoney(limit.amount)} ${periodWords[limit.period].each}`;

/** How the period is counted, in words. */
export function alignmentText(limit: PeriodicLimit): string {
  return limit.alignment === 'calendar'
    ? `By calendar ${periodWords[limit.period].name.toLowerCase()}`
    : `From the consent date, a ${periodWords[limit.period].name.toLowerCase()} at a time`;
}

/** '£500.00 a payment' */
export const maxPaymentText = (amount: Pence): string => `${formatMoney(amount)} a payment`;

/** The payments made so far: how many and their total. */
export function paymentsSoFar(payments: readonly { amount: Pence }[]): { count: number; total: Pence } {
  return { count: payments.length, total: payments.reduce((sum, p) => sum + p.amount, 0) };
}

/**
 * A limit the app can show: a known period and a positive whole amount. A bank answer with anything
 * else is malformed (the adapter leaves the consent out and reports it).
 */
export function isValidLimit(limit: { period: string; alignment: string; amount: number }): limit is PeriodicLimit {
  return (
    periods.includes(limit.period as Period) &&
    (limit.alignment === 'calendar' || limit.alignment === 'consent') &&
    Number.isSafeInteger(limit.amount) &&
    limit.amount > 0
  );
}
