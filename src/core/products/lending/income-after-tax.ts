import type { Pence } from '../../accounts/money';
import { livingCosts } from './living-costs.rules';

/**
 * Income after tax (CONC 5.2A.12R to 5.2A.20: affordability is judged on the income the customer
 * actually has, after tax, less their essential spending). The tax year 2026/27's rates for England,
 * Wales and Northern Ireland: a personal allowance of £12,570 (less £1 for every £2 over £100,000),
 * income tax at 20% on the next £37,700, 40% to £125,140 and 45% above; employee National Insurance
 * at 8% from £12,570 to £50,270 and 2% above. A compromise, said here: the same deductions for every
 * employment status (no Scottish rates, no pension contributions, no state-pension-age NI holiday);
 * a real bank verifies income through the credit reference agency or payslips.
 */
const allowance = 1_257_000;
const basicBand = 3_770_000;
const additionalFrom = 12_514_000;
const taperFrom = 10_000_000;
const niUpper = 5_027_000;

export function annualTax(gross: Pence): Pence {
  const personal = Math.max(0, allowance - Math.max(0, Math.floor((gross - taperFrom) / 2)));
  const taxable = Math.max(0, gross - personal);
  const basic = Math.min(taxable, basicBand);
  const higher = Math.max(0, Math.min(taxable, additionalFrom - personal) - basicBand);
  const additional = Math.max(0, gross - additionalFrom);
  return Math.round(basic * 0.2 + higher * 0.4 + additional * 0.45);
}

export function annualNationalInsurance(gross: Pence): Pence {
  const main = Math.max(0, Math.min(gross, niUpper) - allowance);
  const upper = Math.max(0, gross - niUpper);
  return Math.round(main * 0.08 + upper * 0.02);
}

/** The yearly income before tax, as the customer gives it, as a month after income tax and National Insurance. */
export function monthlyIncomeAfterTax(annualGross: Pence): Pence {
  return Math.round((annualGross - annualTax(annualGross) - annualNationalInsurance(annualGross)) / 12);
}

/** What the customer tells the bank of the household's month. */
export interface HouseholdMonth {
  monthlyHousingCosts: Pence;
  monthlyCreditCosts: Pence;
  dependants: number;
  /** Whether they share living costs with a partner or another adult (absent: they live alone). */
  sharesLivingCosts?: boolean;
  /** Their own everyday spending, council tax and utilities a month, if they gave it (optional). */
  monthlyLivingCosts?: Pence | null;
}

/** Essential spending: the home and other borrowing the customer gives, and the living costs counted (living-costs.rules). */
export function essentialSpending(d: HouseholdMonth): Pence {
  return d.monthlyHousingCosts + d.monthlyCreditCosts + livingCosts(d).counted;
}

export interface MonthlyAffordability {
  incomeAfterTax: Pence;
  essentialSpending: Pence;
  repayment: Pence;
  leftEachMonth: Pence;
}

/** The month as the bank judges it: income after tax less essential spending and the new repayment. */
export function monthlyAffordability(
  d: HouseholdMonth & { annualIncome: Pence },
  repayment: Pence,
): MonthlyAffordability {
  const incomeAfterTax = monthlyIncomeAfterTax(d.annualIncome);
  const essential = essentialSpending(d);
  return { incomeAfterTax, essentialSpending: essential, repayment, leftEachMonth: incomeAfterTax - essential - repayment };
}
