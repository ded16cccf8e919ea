import type { Pence } from '../../accounts/money';
import type { BasisPoints } from './rate';

/**
 * One cash flow of a credit agreement: an amount in pence and when it happens, in years from the
 * first advance (CONC App 1.1: a month is a twelfth of a year, whatever its days).
 */
export interface CashFlow {
  readonly amount: Pence;
  readonly atYears: number;
}

/** The assumed credit limit of running-account credit where none is known (CONC App 1.1.11R): £1,200. */
export const assumedCreditLimit: Pence = 120_000;

const presentValue = (flows: readonly CashFlow[], x: number): number =>
  flows.reduce((sum, f) => sum + f.amount * Math.pow(1 + x, -f.atYears), 0);

/**
 * The APR by CONC App 1.1.1R: the X at which the advances, each discounted by (1 + X)^−t, equal the
 * payments (repayments and charges) discounted the same way; t in years. Found by bisection (the
 * difference rises with X while the advances come first), then rounded to one decimal place of a
 * percent, half up (App 1.1.6R), and given in basis points (25.5% = 2550).
 */
export function solveApr(advances: readonly CashFlow[], payments: readonly CashFlow[]): BasisPoints {
  if (advances.length === 0 || payments.length === 0) throw new RangeError('An APR needs an advance and a payment');
  const gap = (x: number) => presentValue(advances, x) - presentValue(payments, x);
  let low = -0.99;
  let high = 1_000;
  if (gap(low) > 0 || gap(high) < 0) throw new RangeError('No APR between −99% and 100,000% solves these cash flows');
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2;
    if (gap(mid) > 0) high = mid;
    else low = mid;
  }
  const percent = ((low + high) / 2) * 100;
  // One decimal place of a percent is 10 bp; the 1e-9 keeps a true x.x5 from falling to x.x through float error.
  return Math.round(percent * 10 + 1e-9) * 10;
}

/**
 * A fixed-sum loan: the amount advanced now, equal monthly repayments from a month on, and any
 * charges paid when the credit is advanced (an arrangement fee), which count as payments.
 */
export function loanApr(loan: { amount: Pence; termMonths: number; monthlyRepayment: Pence; feesAtStart?: Pence }): BasisPoints {
  const payments: CashFlow[] = Array.from({ length: loan.termMonths }, (_, i) => ({ amount: loan.monthlyRepayment, atYears: (i + 1) / 12 }));
  if (loan.feesAtStart) payments.push({ amount: loan.feesAtStart, atYears: 0 });
  return solveApr([{ amount: loan.amount, atYears: 0 }], payments);
}

/**
 * A credit card's APR on the assumptions of CONC App 1.1.11R: the assumed limit (£1,200) drawn in
 * full at once, repaid in twelve equal monthly instalments that carry the purchase rate charged
 * monthly (a twelfth of the yearly rate), and any annual fee paid when the credit is first drawn.
 * 22.9% a year gives 25.5% APR; with a £30 fee, 31.7%.
 */
export function cardApr(card: { purchaseRate: BasisPoints; annualFee: Pence }): BasisPoints {
  if (!Number.isInteger(card.purchaseRate) || card.purchaseRate < 0) throw new RangeError('A rate is whole basis points, not negative');
  if (!Number.isInteger(card.annualFee) || card.annualFee < 0) throw new RangeError('A fee is whole pence, not negative');
  const monthly = card.purchaseRate / 10_000 / 12;
  const instalment = monthly === 0 ? assumedCreditLimit / 12 : (assumedCreditLimit * monthly) / (1 - Math.pow(1 + monthly, -12));
  const payments: CashFlow[] = Array.from({ length: 12 }, (_, i) => ({ amount: instalment, atYears: (i + 1) / 12 }));
  if (card.annualFee > 0) payments.push({ amount: card.annualFee, atYears: 0 });
  return solveApr([{ amount: assumedCreditLimit, atYears: 0 }], payments);
}

/**
 * The APR to show when the bank states one: the solver's. A stated figure that disagrees is not shown;
 * the caller hears of it (`onDisagreement`) so it can be reported.
 */
export function checkedApr(stated: BasisPoints, solved: BasisPoints, onDisagreement: (stated: BasisPoints, solved: BasisPoints) => void): BasisPoints {
  if (stated !== solved) onDisagreement(stated, solved);
  return solved;
}
