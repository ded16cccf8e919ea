import { describe, expect, it } from 'vitest';
import { estimatedLivingCosts, householdWords, livingCosts, livingCostsWording, ownLivingCosts, ownLivingCostsError, ownLivingCostsQuestion, referBelowSurplus, sharesLivingCostsError, sharesLivingCostsOf, sharesLivingCostsQuestion, surplusVerdict } from './living-costs.rules';
import { monthlyAffordability } from './income-after-tax';

// By hand: £600 everyday + £200 a dependant; council tax £2,280 × 75% ÷ 12 = £142.50; energy
// £1,849 ÷ 12 = £154.08; water £603 ÷ 12 = £50.25. One adult alone: £946.83. A second adult who
// shares the costs adds £400 everyday and takes the discount away (£2,280 ÷ 12 = £190.00): £1,394.33.
describe('household living costs (CONC 5.2A.12R to 5.2A.20)', () => {
  it.each([
    [0, 94_683],
    [1, 114_683],
    [2, 134_683],
    [4, 174_683],
  ])('a household of the applicant and %i dependants is estimated at %i pence a month, council tax and utilities included', (dependants, pence) => {
    expect(estimatedLivingCosts({ dependants })).toBe(pence);
    expect(estimatedLivingCosts({ dependants, sharesLivingCosts: false })).toBe(pence);
  });

  it.each([
    [0, 139_433],
    [1, 159_433],
    [3, 199_433],
  ])('a household of two adults who share living costs and %i dependants is estimated at %i pence a month (no single-adult council tax discount)', (dependants, pence) => {
    expect(estimatedLivingCosts({ dependants, sharesLivingCosts: true })).toBe(pence);
  });

  it('a second adult’s costs count against the customer’s own figure too: £1,200 of their own is below the two-adult estimate', () => {
    expect(livingCosts({ dependants: 0, sharesLivingCosts: true, monthlyLivingCosts: 120_000 })).toEqual({ counted: 139_433, estimate: 139_433, from: 'estimate' });
    expect(livingCosts({ dependants: 0, sharesLivingCosts: false, monthlyLivingCosts: 120_000 })).toEqual({ counted: 120_000, estimate: 94_683, from: 'customer' });
  });

  it.each([
    [{ dependants: 0 }, 'a household of one'],
    [{ dependants: 0, sharesLivingCosts: false }, 'a household of one'],
    [{ dependants: 0, sharesLivingCosts: true }, 'a household of 2 people'],
    [{ dependants: 2 }, 'a household of 3 people'],
    [{ dependants: 2, sharesLivingCosts: true }, 'a household of 4 people'],
  ])('the household %j is %s', (household, words) => {
    expect(householdWords(household)).toBe(words);
  });

  it.each([
    ['yes', true],
    ['no', false],
    ['', null],
    ['Yes', null],
  ] as const)('the radio value %j is the answer %j', (raw, answer) => {
    expect(sharesLivingCostsOf(raw)).toBe(answer);
  });

  it('the question whether living costs are shared must be answered', () => {
    expect(sharesLivingCostsError(null)).toBe(sharesLivingCostsQuestion.missing);
    expect(sharesLivingCostsError(true)).toBeNull();
    expect(sharesLivingCostsError(false)).toBeNull();
  });

  it.each([
    ['no own figure', undefined, 94_683, 'estimate'],
    ['an own figure of null', null, 94_683, 'estimate'],
    ['an own figure below the estimate', 50_000, 94_683, 'estimate'],
    ['an own figure equal to the estimate', 94_683, 94_683, 'estimate'],
    ['an own figure a penny above the estimate', 94_684, 94_684, 'customer'],
    ['an own figure of £1,500', 150_000, 150_000, 'customer'],
  ] as const)('%s: counts %i pence (%s)', (_name, own, counted, from) => {
    expect(livingCosts({ dependants: 0, monthlyLivingCosts: own })).toEqual({ counted, estimate: 94_683, from });
  });

  it.each([
    [-1, 'refer'],
    [0, 'refer'],
    [4_096, 'refer'],
    [referBelowSurplus - 1, 'refer'],
    [referBelowSurplus, 'enough'],
    [81_595, 'enough'],
  ] as const)('%i pence left each month: %s', (left, verdict) => {
    expect(surplusVerdict(left)).toBe(verdict);
  });

  it('a month the flat £300 living costs left £702.78 in is £55.95 on household living costs, and is referred', () => {
    // £24,000 a year is £1,733.30 a month after tax; £500 home, nothing else borrowed, £7,500 over 36 months (£230.52).
    const month = monthlyAffordability({ annualIncome: 2_400_000, monthlyHousingCosts: 50_000, monthlyCreditCosts: 0, dependants: 0 }, 23_052);
    expect(month.essentialSpending).toBe(50_000 + 94_683);
    expect(month.leftEachMonth).toBe(5_595);
    expect(surplusVerdict(month.leftEachMonth)).toBe('refer');
  });

  it('says the figure is an estimate, or that the customer’s own higher figure is used', () => {
    expect(livingCostsWording(livingCosts({ dependants: 2 }), { dependants: 2 })).toBe(
      'Living costs are an estimate, not your own figures: what a household of 3 people typically spends on food, travel, council tax, energy and water, from published figures. If you spend more, go back and tell us: we use your own figure where it is higher.',
    );
    expect(livingCostsWording(livingCosts({ dependants: 0, monthlyLivingCosts: 150_000 }), { dependants: 0 })).toBe(
      'Living costs are your own figure, which is higher than our estimate for a household of one.',
    );
    expect(livingCostsWording(livingCosts({ dependants: 0, sharesLivingCosts: true, monthlyLivingCosts: 150_000 }), { dependants: 0, sharesLivingCosts: true })).toBe(
      'Living costs are your own figure, which is higher than our estimate for a household of 2 people.',
    );
    expect(livingCostsWording(livingCosts({ dependants: 1, sharesLivingCosts: true }), { dependants: 1, sharesLivingCosts: true })).toContain('what a household of 3 people typically spends');
  });

  it.each([
    ['', null, null],
    ['   ', null, null],
    ['1200', null, 120_000],
    ['£1,200', null, 120_000],
    ['0', null, 0],
    ['1200.50', ownLivingCostsQuestion.wholePounds, null],
    ['lots', ownLivingCostsQuestion.wholePounds, null],
    ['9999999', null, 999_999_900],
    ['10000000', ownLivingCostsQuestion.tooLarge, 1_000_000_000],
  ] as const)('own living costs typed as %j: error %j, sent as %j', (raw, error, pence) => {
    expect(ownLivingCostsError(raw)).toBe(error);
    expect(ownLivingCosts(raw)).toBe(pence);
  });
});
