import type { Pence } from '../../accounts/money';

/** A credit card's representative example is based on an assumed credit limit of £1,200 (issue 19). */
export const assumedCreditLimit: Pence = 120000;

/** A yearly rate in basis points (22.9% = 2290), so rates are whole numbers like money. */
export type BasisPoints = number;

export interface CardRates {
  /** The purchase rate a year. */
  purchaseRate: BasisPoints;
  variable: boolean;
  /** A yearly fee for the card, if any (none on the demo bank's cards). */
  annualFee: Pence;
}

export interface CardRepresentativeExample {
  assumedCreditLimit: Pence;
  purchaseRate: BasisPoints;
  /** The representative APR, to one decimal place, in basis points (25.5% = 2550). */
  representativeApr: BasisPoints;
  variable: boolean;
  annualFee: Pence;
}

/**
 * The APR of a card whose purchase rate is charged monthly (a twelfth of the yearly rate each month)
 * and that has no fee: (1 + rate/12)^12 − 1, rounded to one decimal place as the example shows it.
 * 22.9% a year gives 25.5% APR, the demo bank's Everyday Credit Card. A yearly fee is added to what
 * £1,200 costs in the year before the rate is annualised, the way the assumed limit is drawn in full.
 *
 * Kept apart from the loan's APR arithmetic (core/products/lending) on purpose: the lead may unify
 * them; the card's rule is its own (monthly compounding on an assumed limit, no term).
 */
export function cardApr({ purchaseRate, annualFee }: Pick<CardRates, 'purchaseRate' | 'annualFee'>): BasisPoints {
  if (!Number.isInteger(purchaseRate) || purchaseRate < 0) throw new RangeError('A rate is whole basis points, not negative');
  const monthly = purchaseRate / 10000 / 12;
  const interestFactor = Math.pow(1 + monthly, 12);
  const feeFactor = annualFee / assumedCreditLimit;
  const apr = interestFactor + feeFactor - 1;
  // Round to 0.1% (10 basis points); the tiny epsilon keeps 25.45 from becoming 25.4 through float error.
  return Math.round((apr * 10000) / 10 + 1e-9) * 10;
}

/** The card's representative example: the assumed £1,200 limit, the purchase rate and the APR it gives. */
export function cardRepresentativeExample(rates: CardRates): CardRepresentativeExample {
  return {
    assumedCreditLimit,
    purchaseRate: rates.purchaseRate,
    representativeApr: cardApr(rates),
    variable: rates.variable,
    annualFee: rates.annualFee,
  };
}

/** '22.9%' from 2290; '3%' from 300 (a whole rate without '.0'). */
export function formatRate(rate: BasisPoints): string {
  return `${(rate / 100).toFixed(1).replace(/\.0$/, '')}%`;
}
