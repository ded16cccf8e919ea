import { describe, expect, it } from 'vitest';
import { essentialSpending, monthlyAffordability, monthlyIncomeAfterTax } from './income-after-tax';

describe('affordability on income after tax (CONC 5.2A.12R to 5.2A.20)', () => {
  it.each([
    // (gross − 12,570) × 20% tax and × 8% NI below £50,270: by hand.
    ['£45,000', 4_500_000, (45_000 - (32_430 * 0.2) - (32_430 * 0.08)) / 12],
    ['£24,000', 2_400_000, (24_000 - 11_430 * 0.28) / 12],
    ['£12,000 (under the personal allowance)', 1_200_000, 1_000],
    // £60,000: tax 37,700 × 20% + 9,730 × 40% = 11,432; NI 37,700 × 8% + 9,730 × 2% = 3,210.60.
    ['£60,000 (higher rate)', 6_000_000, (60_000 - 11_432 - 3_210.6) / 12],
    // £110,000: the allowance tapers by £1 for every £2 over £100,000, to £7,570; tax 37,700 × 20% +
    // (102,430 − 37,700) × 40% = 33,432; NI 37,700 × 8% + 59,730 × 2% = 4,210.60.
    ['£110,000 (allowance tapered)', 11_000_000, (110_000 - 33_432 - 4_210.6) / 12],
    // £150,000: no allowance left; tax 37,700 × 20% + 87,440 × 40% + 24,860 × 45% = 53,703;
    // NI 37,700 × 8% + 99,730 × 2% = 5,010.60.
    ['£150,000 (additional rate)', 15_000_000, (150_000 - 53_703 - 5_010.6) / 12],
  ] as const)('%s a year is %s a month after tax and National Insurance', (_name, gross, monthlyPounds) => {
    expect(monthlyIncomeAfterTax(gross)).toBe(Math.round(monthlyPounds * 100));
  });

  it('essential spending is the costs given plus the living costs of the household (estimated, or the customer’s own where higher)', () => {
    expect(essentialSpending({ monthlyHousingCosts: 90_000, monthlyCreditCosts: 10_000, dependants: 1 })).toBe(90_000 + 10_000 + 114_683);
    expect(essentialSpending({ monthlyHousingCosts: 90_000, monthlyCreditCosts: 10_000, dependants: 1, monthlyLivingCosts: 200_000 })).toBe(90_000 + 10_000 + 200_000);
  });

  it('what is left each month: after tax, essential spending and the new repayment', () => {
    const month = monthlyAffordability({ annualIncome: 4_500_000, monthlyHousingCosts: 90_000, monthlyCreditCosts: 10_000, dependants: 1 }, 23_052);
    expect(month).toEqual({ incomeAfterTax: 299_330, essentialSpending: 214_683, repayment: 23_052, leftEachMonth: 299_330 - 214_683 - 23_052 });
  });
});
