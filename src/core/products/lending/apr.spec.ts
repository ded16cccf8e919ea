import { describe, expect, it } from 'vitest';
import { assumedCreditLimit, cardApr, checkedApr, loanApr, solveApr } from './apr';

/**
 * Worked examples of the APR equation (CONC App 1.1.1R). Each is checked by hand in docs/api/lending.md
 * ('The APR solver'): the annuity factor at the rounded APR ± 0.05% brackets the net advance.
 */
describe('loanApr (a fixed-sum loan: advance now, monthly repayments, fees at the start)', () => {
  it.each([
    ['£7,500 over 36 months at £230.52 (the issue’s quote)', 750_000, 36, 23_052, 0, 690],
    ['£10,000 over 48 months at £238.03 (the splash example)', 1_000_000, 48, 23_803, 0, 690],
    ['£1,000 over 12 months at £88.94', 100_000, 12, 8_894, 0, 1290],
    ['£7,500 over 36 months at £230.52 with a £100 arrangement fee', 750_000, 36, 23_052, 10_000, 790],
    ['£7,500 over 36 months at £230.52 with a £250 arrangement fee', 750_000, 36, 23_052, 25_000, 940],
    ['£1,000 over 12 months at £88.94 with a £50 fee', 100_000, 12, 8_894, 5_000, 2440],
    ['£1,200 over 12 months at £100 (no interest, no fee)', 120_000, 12, 10_000, 0, 0],
  ])('%s → %i bp', (_name, amount, termMonths, monthlyRepayment, feesAtStart, apr) => {
    expect(loanApr({ amount, termMonths, monthlyRepayment, feesAtStart })).toBe(apr);
  });
});

describe('cardApr (£1,200 drawn at once, twelve equal monthly instalments, a fee at the start)', () => {
  it('assumes a £1,200 credit limit', () => {
    expect(assumedCreditLimit).toBe(120_000);
  });

  it.each([
    ['22.9% a year (the Everyday Credit Card)', 2290, 0, 2550],
    ['22.9% a year with a £30 annual fee', 2290, 3000, 3170],
    ['19.9% a year', 1990, 0, 2180],
    ['24.9% a year', 2490, 0, 2790],
    ['12% a year (1.01^12 − 1 = 12.68%)', 1200, 0, 1270],
    ['0% a year, no fee', 0, 0, 0],
    ['0% a year with a £30 fee', 0, 3000, 480],
  ])('%s → %i bp', (_name, purchaseRate, annualFee, apr) => {
    expect(cardApr({ purchaseRate, annualFee })).toBe(apr);
  });

  it('refuses a negative or fractional rate or fee', () => {
    expect(() => cardApr({ purchaseRate: -1, annualFee: 0 })).toThrow(new RangeError('A rate is whole basis points, not negative'));
    expect(() => cardApr({ purchaseRate: 22.9, annualFee: 0 })).toThrow(new RangeError('A rate is whole basis points, not negative'));
    expect(() => cardApr({ purchaseRate: 2290, annualFee: -1 })).toThrow(new RangeError('A fee is whole pence, not negative'));
    expect(() => cardApr({ purchaseRate: 2290, annualFee: 0.5 })).toThrow(new RangeError('A fee is whole pence, not negative'));
  });
});

describe('solveApr', () => {
  it('discounts by (1 + X)^−t with t in years: £1,000 now against £1,100 in a year is 10%', () => {
    expect(solveApr([{ amount: 100_000, atYears: 0 }], [{ amount: 110_000, atYears: 1 }])).toBe(1000);
  });

  it('rounds to one decimal place, half up: £1,000 against £1,000 + £12.45 in a year is 1.2%, + £12.50 is 1.3%', () => {
    expect(solveApr([{ amount: 100_000, atYears: 0 }], [{ amount: 101_245, atYears: 1 }])).toBe(120);
    expect(solveApr([{ amount: 100_000, atYears: 0 }], [{ amount: 101_250, atYears: 1 }])).toBe(130);
  });

  it('takes advances spread over time', () => {
    // £500 now and £500 in six months, £1,100 back in a year: 500(1+X) + 500(1+X)^0.5 = 1,100 ; with y = (1+X)^0.5, y² + y = 2.2, y = 1.06525, X = 13.48%.
    expect(solveApr([{ amount: 50_000, atYears: 0 }, { amount: 50_000, atYears: 0.5 }], [{ amount: 110_000, atYears: 1 }])).toBe(1350);
  });

  it('refuses cash flows with no advance or no payment', () => {
    expect(() => solveApr([], [{ amount: 1, atYears: 1 }])).toThrow(new RangeError('An APR needs an advance and a payment'));
    expect(() => solveApr([{ amount: 1, atYears: 0 }], [])).toThrow(new RangeError('An APR needs an advance and a payment'));
  });

  it('refuses cash flows whose APR is under −99% or over 100,000%, rather than give a bound as their APR', () => {
    const unsolvable = new RangeError('No APR between −99% and 100,000% solves these cash flows');
    // £1,000 lent, £1 back in a year: −99.9%.
    expect(() => solveApr([{ amount: 100_000, atYears: 0 }], [{ amount: 100, atYears: 1 }])).toThrow(unsolvable);
    // £1 lent, £1,000,000 back in a year: 99,999,900%.
    expect(() => solveApr([{ amount: 100, atYears: 0 }], [{ amount: 100_000_000, atYears: 1 }])).toThrow(unsolvable);
  });

  it('finds an APR of exactly either bound: −99% and 100,000% are inside the search', () => {
    // 100 pence lent, 100 × (1 − 0.99) back in a year; 1,001 lent, 1,001 × 1,001 back in a year.
    expect(solveApr([{ amount: 100, atYears: 0 }], [{ amount: 100 * (1 - 0.99), atYears: 1 }])).toBe(-9900);
    expect(solveApr([{ amount: 1001, atYears: 0 }], [{ amount: 1001 * 1001, atYears: 1 }])).toBe(10_000_000);
  });
});

describe('checkedApr', () => {
  it('shows the solver’s figure and reports a stated one that disagrees', () => {
    const reported: Array<[number, number]> = [];
    expect(checkedApr(2800, 3170, (s, v) => reported.push([s, v]))).toBe(3170);
    expect(reported).toEqual([[2800, 3170]]);
    expect(checkedApr(2550, 2550, (s, v) => reported.push([s, v]))).toBe(2550);
    expect(reported).toHaveLength(1);
  });
});
