import type { Pence } from '../../accounts/money';
import type { BasisPoints } from './rate';

export interface LoanFigures {
  /** The amount borrowed, in pence. */
  readonly amount: Pence;
  /** The term in months. */
  readonly termMonths: number;
  readonly apr: BasisPoints;
  /** The monthly repayment, rounded to the penny (half up). */
  readonly monthlyRepayment: Pence;
  /** monthlyRepayment × termMonths: what the customer pays in all. */
  readonly totalPayable: Pence;
  /** totalPayable − amount: the cost of the credit (no fees on our loans, so interest only). */
  readonly totalChargeForCredit: Pence;
}

/**
 * The monthly rate equivalent to an APR: r = (1 + APR)^(1/12) − 1. The APR is an annual compound rate,
 * so twelve months at r give exactly the APR back; dividing by 12 would overstate the cost.
 */
export function monthlyRateFromApr(apr: BasisPoints): number {
  return Math.pow(1 + apr / 10_000, 1 / 12) - 1;
}

/**
 * The nominal annual interest rate the representative example shows beside the APR (12 × r), in basis
 * points rounded to two decimal places of a percent: 6.9% APR → 6.69%.
 */
export function annualInterestRateFromApr(apr: BasisPoints): BasisPoints {
  return Math.round(12 * monthlyRateFromApr(apr) * 10_000);
}

/**
 * The annuity repayment P·r / (1 − (1+r)^−n) rounded to the penny, and the totals built from the
 * rounded repayment (what the customer actually pays), not from the unrounded one.
 */
export function loanFigures(amount: Pence, termMonths: number, apr: BasisPoints): LoanFigures {
  if (!Number.isInteger(amount) || amount <= 0) throw new RangeError(`amount must be whole pence above 0, was ${amount}`);
  if (!Number.isInteger(termMonths) || termMonths <= 0) throw new RangeError(`term must be whole months above 0, was ${termMonths}`);
  if (!Number.isInteger(apr) || apr < 0) throw new RangeError(`APR must be whole basis points, was ${apr}`);
  const r = monthlyRateFromApr(apr);
  const exact = r === 0 ? amount / termMonths : (amount * r) / (1 - Math.pow(1 + r, -termMonths));
  const monthlyRepayment = Math.round(exact);
  const totalPayable = monthlyRepayment * termMonths;
  return { amount, termMonths, apr, monthlyRepayment, totalPayable, totalChargeForCredit: totalPayable - amount };
}
