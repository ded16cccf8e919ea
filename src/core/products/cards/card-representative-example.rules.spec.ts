import { describe, expect, it } from 'vitest';
import { assumedCreditLimit, cardApr, cardRepresentativeExample, formatRate } from './card-representative-example.rules';

describe('cardApr ((1 + rate/12)^12 − 1, to one decimal place)', () => {
  // Worked examples: purchase rate, fee, APR.
  it.each([
    [2290, 0, 2550, "22.9% a year (the Everyday Credit Card) → 25.5% APR"],
    [0, 0, 0, '0% → 0% APR'],
    [1200, 0, 1270, '12% a year → 12.7% APR (1.01^12 − 1 = 12.68%)'],
    [2490, 0, 2790, '24.9% a year → 27.9% APR'],
    [1990, 0, 2180, '19.9% a year → 21.8% APR'],
    [2290, 3000, 2800, '22.9% with a £30 fee on £1,200 (2.5%) → 28.0% APR'],
  ])('%i bp, fee %i → %i bp (%s)', (rate, annualFee, apr) => {
    expect(cardApr({ purchaseRate: rate, annualFee })).toBe(apr);
  });

  it('refuses a negative or fractional rate', () => {
    expect(() => cardApr({ purchaseRate: -1, annualFee: 0 })).toThrow(RangeError);
    expect(() => cardApr({ purchaseRate: 22.9, annualFee: 0 })).toThrow(RangeError);
  });
});

describe('cardRepresentativeExample', () => {
  it('is based on an assumed credit limit of £1,200', () => {
    expect(assumedCreditLimit).toBe(120000);
    expect(cardRepresentativeExample({ purchaseRate: 2290, variable: true, annualFee: 0 })).toEqual({
      assumedCreditLimit: 120000,
      purchaseRate: 2290,
      representativeApr: 2550,
      variable: true,
      annualFee: 0,
    });
  });

  it('formats rates to one decimal place', () => {
    expect(formatRate(2290)).toBe('22.9%');
    expect(formatRate(2550)).toBe('25.5%');
    expect(formatRate(0)).toBe('0%');
    expect(formatRate(300)).toBe('3%');
  });
});
