import type { Pence } from '../../accounts/money';
import { penceOf, readWholePounds, wholePoundsReadingError } from '../../shared/validation/amount-reader';

/**
 * The living costs the bank counts beside the home and other borrowing the customer gives (CONC
 * 5.2A.12R to 5.2A.20: essential spending is judged, and the bank may use statistical data for it
 * only where it is reasonable and not where the customer's own figure says more). The figures,
 * their sources and their year are listed in docs/api/lending.md, 'Living costs'.
 *
 * The household is the applicant, a partner or another adult they share living costs with (if
 * they say so), and the people who depend on them. Everyday spending (food, clothing, household
 * goods, travel, phone, insurance) grows with each person; council tax and the home's energy and
 * water are one bill for the home, and council tax loses its single-adult discount with a second adult.
 */
export const livingCostFigures = {
  /** Everyday spending a month for the applicant. */
  everydayApplicant: 60_000,
  /** Everyday spending a month for each person who depends on them. */
  everydayPerDependant: 20_000,
  /** Everyday spending a month for a partner or another adult the applicant shares living costs with. */
  everydaySecondAdult: 40_000,
  /** England's average Band D council tax 2025/26, £2,280 a year, less the 25% single-adult discount, a month. */
  councilTax: 14_250,
  /** The same council tax with two adults in the home: no discount, £2,280 a year, a month. */
  councilTaxTwoAdults: 19_000,
  /** Ofgem's price cap for a typical dual-fuel household (1 April to 30 June 2025), £1,849 a year, a month. */
  energy: 15_408,
  /** Water UK's average water and sewerage bill 2025/26, £603 a year, a month. */
  water: 5_025,
} as const;

/** Who lives on the household's costs: the applicant, a second adult if they share living costs with one, and their dependants. */
export interface Household {
  readonly dependants: number;
  /** Whether the applicant shares living costs with a partner or another adult (absent: lives alone). */
  readonly sharesLivingCosts?: boolean;
}

/** The bank's estimate of the household's living costs a month, council tax and utilities included. */
export function estimatedLivingCosts(household: Household): Pence {
  const f = livingCostFigures;
  const secondAdult = household.sharesLivingCosts === true;
  const everyday = f.everydayApplicant + (secondAdult ? f.everydaySecondAdult : 0) + f.everydayPerDependant * household.dependants;
  return everyday + (secondAdult ? f.councilTaxTwoAdults : f.councilTax) + f.energy + f.water;
}

export interface LivingCosts {
  /** The figure counted: the customer's own where it is higher than the estimate. */
  readonly counted: Pence;
  readonly estimate: Pence;
  /** Whose figure is counted: the bank's estimate, or the customer's own spending. */
  readonly from: 'estimate' | 'customer';
}

/**
 * The customer's own figure is taken where it is higher than the estimate; a lower one is not
 * (a figure below what households like theirs spend is not evidence the loan is affordable).
 */
export function livingCosts(d: Household & { monthlyLivingCosts?: Pence | null }): LivingCosts {
  const estimate = estimatedLivingCosts(d);
  const own = d.monthlyLivingCosts ?? null;
  return own !== null && own > estimate ? { counted: own, estimate, from: 'customer' } : { counted: estimate, estimate, from: 'estimate' };
}

/** Below this left each month, after tax, essential spending and the new repayment, a person looks: referred, not accepted. */
export const referBelowSurplus: Pence = 20_000;

/** Whether what is left each month is enough for a machine to accept, or a person must look (a referral). */
export const surplusVerdict = (leftEachMonth: Pence): 'enough' | 'refer' => (leftEachMonth < referBelowSurplus ? 'refer' : 'enough');

/** The household the estimate is for, in words: 'a household of one', 'a household of 3 people'. */
export function householdWords(household: Household): string {
  const size = (household.sharesLivingCosts === true ? 2 : 1) + household.dependants;
  return size === 1 ? 'a household of one' : `a household of ${size} people`;
}

/** What the affordability page says of the living costs counted: that they are an estimate, and that a higher own figure is used. */
export function livingCostsWording(costs: LivingCosts, household: Household): string {
  const people = householdWords(household);
  return costs.from === 'estimate'
    ? `Living costs are an estimate, not your own figures: what ${people} typically spends on food, travel, council tax, energy and water, from published figures. If you spend more, go back and tell us: we use your own figure where it is higher.`
    : `Living costs are your own figure, which is higher than our estimate for ${people}.`;
}

/** The question on the loan's and the card's forms: whether a second adult shares the household's costs. */
export const sharesLivingCostsQuestion = {
  legend: 'Do you share your living costs with a partner or another adult?',
  hint: 'For example, someone you live with who pays towards food, bills or council tax. We use this to estimate your household’s living costs.',
  yes: 'Yes',
  no: 'No, I pay my living costs alone',
  missing: 'Select yes if you share your living costs with a partner or another adult',
} as const;

/** The radios' values as the form keeps them ('' until answered). */
export const sharesLivingCostsOptions = [
  { value: 'yes', label: sharesLivingCostsQuestion.yes },
  { value: 'no', label: sharesLivingCostsQuestion.no },
] as const;

/** The radio's value as the answer: null while unanswered. */
export const sharesLivingCostsOf = (raw: string): boolean | null => (raw === 'yes' ? true : raw === 'no' ? false : null);

/** Unanswered is an error: the estimate depends on the answer. */
export const sharesLivingCostsError = (answer: boolean | null): string | null => (answer === null ? sharesLivingCostsQuestion.missing : null);

/** The optional question on the loan's and the card's forms: the customer's own living costs a month. */
export const ownLivingCostsQuestion = {
  label: 'How much do you spend each month on living costs? (optional)',
  hint: 'Food, household bills (gas, electricity, water), council tax, travel, clothing and phone, in whole pounds. Leave it blank and we will use our estimate for your household.',
  wholePounds: 'Enter your living costs in whole pounds, like 1200, or leave the box empty',
  tooLarge: 'Enter living costs of £9,999,999 or less',
} as const;

const largestPounds = 999_999_900;

/** Blank is allowed (the estimate is used); anything typed must be whole pounds. */
export function ownLivingCostsError(raw: string): string | null {
  if (raw.trim() === '') return null;
  const reading = readWholePounds(raw);
  const error = wholePoundsReadingError(reading, ownLivingCostsQuestion.wholePounds, ownLivingCostsQuestion.wholePounds);
  if (error !== null || reading.kind !== 'amount') return error;
  return reading.pence > largestPounds ? ownLivingCostsQuestion.tooLarge : null;
}

/** The figure as the bank gets it: null when blank (or not yet valid). */
export const ownLivingCosts = (raw: string): Pence | null => (raw.trim() === '' ? null : penceOf(readWholePounds(raw)));
