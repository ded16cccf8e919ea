import { describe, expect, it } from 'vitest';
import { annualInterestRateFromApr, loanFigures, monthlyRateFromApr } from './loan-repayment';

/**
 * Worked examples: amount (pence), months, APR (basis points) → monthly repayment, total payable,
 * total charge for credit. The first two are the issue's own figures; the rest cover the demo bank's
 * rate bands (12.9% up to £7,499, 6.9% from £7,500) at their edges and the shortest and longest terms.
 */
const workedExamples: ReadonlyArray<[string, number, number, number, number, number, number]> = [
  ['£7,500 over 36 months at 6.9% (the issue’s quote)', 750_000, 36, 690, 23_052, 829_872, 79_872],
  ['£10,000 over 48 months at 6.9% (the splash example)', 1_000_000, 48, 690, 23_803, 1_142_544, 142_544],
  ['£1,000 over 12 months at 12.9% (smallest, shortest)', 100_000, 12, 1290, 8_894, 106_728, 6_728],
  ['£1,000 over 60 months at 12.9% (smallest, longest)', 100_000, 60, 1290, 2_234, 134_040, 34_040],
  ['£1,000 over 36 months at 12.9%', 100_000, 36, 1290, 3_331, 119_916, 19_916],
  ['£5,000 over 24 months at 12.9%', 500_000, 24, 1290, 23_582, 565_968, 65_968],
  ['£7,499 over 36 months at 12.9% (top of the 12.9% band)', 749_900, 36, 1290, 24_977, 899_172, 149_272],
  ['£7,499 over 60 months at 12.9%', 749_900, 60, 1290, 16_755, 1_005_300, 255_400],
  ['£7,500 over 12 months at 6.9% (bottom of the 6.9% band)', 750_000, 12, 690, 64_788, 777_456, 27_456],
  ['£25,000 over 12 months at 6.9% (largest, shortest)', 2_500_000, 12, 690, 215_961, 2_591_532, 91_532],
  ['£25,000 over 60 months at 6.9% (largest, longest)', 2_500_000, 60, 690, 49_139, 2_948_340, 448_340],
];

describe('loanFigures', () => {
  it.each(workedExamples)('%s', (_name, amount, months, apr, monthly, total, charge) => {
    expect(loanFigures(amount, months, apr)).toEqual({
      amount,
      termMonths: months,
      apr,
      monthlyRepayment: monthly,
      totalPayable: total,
      totalChargeForCredit: charge,
    });
  });

  it('builds the totals from the rounded repayment, so they are whole pence the customer really pays', () => {
    const figures = loanFigures(750_000, 36, 690);
    expect(Number.isInteger(figures.monthlyRepayment)).toBe(true);
    expect(figures.totalPayable).toBe(figures.monthlyRepayment * 36);
    expect(figures.totalChargeForCredit).toBe(figures.totalPayable - 750_000);
  });

  it('uses the compound monthly rate, not APR ÷ 12 (which would give £230.97)', () => {
    expect(loanFigures(750_000, 36, 690).monthlyRepayment).not.toBe(23_097);
  });

  it('splits a 0% loan evenly', () => {
    expect(loanFigures(120_000, 12, 0)).toMatchObject({ monthlyRepayment: 10_000, totalPayable: 120_000, totalChargeForCredit: 0 });
  });

  it.each([
    [0, 36, 690, 'amount must be whole pence above 0, was 0'],
    [-100, 36, 690, 'amount must be whole pence above 0, was -100'],
    [100.5, 36, 690, 'amount must be whole pence above 0, was 100.5'],
    [100_000, 0, 690, 'term must be whole months above 0, was 0'],
    [100_000, 12.5, 690, 'term must be whole months above 0, was 12.5'],
    [100_000, 12, -1, 'APR must be whole basis points, was -1'],
    [100_000, 12, 6.9, 'APR must be whole basis points, was 6.9'],
  ])('refuses amount %s, term %s, APR %s, saying which', (amount, months, apr, words) => {
    expect(() => loanFigures(amount, months, apr)).toThrow(new RangeError(words));
  });
});

describe('monthlyRateFromApr', () => {
  it('gives back the APR after twelve months of compounding', () => {
    expect(Math.pow(1 + monthlyRateFromApr(690), 12) - 1).toBeCloseTo(0.069, 12);
    expect(Math.pow(1 + monthlyRateFromApr(1290), 12) - 1).toBeCloseTo(0.129, 12);
  });
});

describe('annualInterestRateFromApr', () => {
  it.each([
    [690, 669],
    [1290, 1219],
    [0, 0],
  ])('APR %s bp → nominal annual rate %s bp', (apr, nominal) => {
    expect(annualInterestRateFromApr(apr)).toBe(nominal);
  });
});
