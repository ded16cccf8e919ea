import { formatMoney, type Pence } from '../../accounts/money';
import { SpecMessages } from '../../shared/validation/validation-messages';
import { selectionError } from '../../shared/validation/text-rules';
import { penceOf, readWholePounds, wholePoundsReadingError } from '../../shared/validation/amount-reader';
import { ownLivingCosts, ownLivingCostsError, sharesLivingCostsError, sharesLivingCostsOf } from '../lending/living-costs.rules';
import type { EmploymentStatus, LoanCustomerDetails, LoanDecision, LoanPurpose, LoanRequest } from './personal-loan';

/** What the bank lends: £1,000 to £25,000 in whole pounds, over 12 to 60 months. */
export const LoanLimits = { minAmount: 100_000, maxAmount: 2_500_000, minTermMonths: 12, maxTermMonths: 60 } as const;

export const loanPurposes: readonly { value: LoanPurpose; label: string }[] = [
  { value: 'CAR', label: 'A car or other vehicle' },
  { value: 'HOME_IMPROVEMENTS', label: 'Home improvements' },
  { value: 'DEBT_CONSOLIDATION', label: 'Paying off other borrowing' },
  { value: 'HOLIDAY', label: 'A holiday' },
  { value: 'WEDDING', label: 'A wedding' },
  { value: 'OTHER', label: 'Something else' },
];

export const employmentStatuses: readonly { value: EmploymentStatus; label: string }[] = [
  { value: 'EMPLOYED', label: 'Employed' },
  { value: 'SELF_EMPLOYED', label: 'Self-employed' },
  { value: 'RETIRED', label: 'Retired' },
  { value: 'STUDENT', label: 'Student' },
  { value: 'HOMEMAKER', label: 'Looking after the home or family' },
  { value: 'UNEMPLOYED', label: 'Not working' },
  { value: 'OTHER', label: 'Something else' },
];

export const purposeLabel = (purpose: string): string => loanPurposes.find((p) => p.value === purpose)?.label ?? purpose;
export const employmentLabel = (status: string): string => employmentStatuses.find((s) => s.value === status)?.label ?? status;

/** '£7,500', '7500', '7,500.00' → pence; null when it is not a whole number of pounds. */
export function parseWholePounds(raw: string): Pence | null {
  return penceOf(readWholePounds(raw));
}

export const LoanMessages = {
  wholePounds: 'Enter an amount in whole pounds, like 7500',
  amountRange: `Enter an amount from ${formatMoney(LoanLimits.minAmount)} to ${formatMoney(LoanLimits.maxAmount)}`,
  termRange: `Enter a number of months from ${LoanLimits.minTermMonths} to ${LoanLimits.maxTermMonths}`,
  wholeMonths: 'Enter the number of months as a whole number, like 36',
  costsWholePounds: 'Enter an amount in whole pounds, or 0 if you have none',
  dependants: 'Enter the number of people who depend on you financially, from 0 to 20, or 0 if none',
  incomeWholePounds: 'Enter your income in whole pounds, like 32000',
  agreeAfterSecci: 'Open the pre-contract credit information before you agree',
  agreeRequired: 'Tick the box to say you have read the pre-contract credit information and agree',
  affordabilityRequired: 'Tick the box to confirm the repayments are affordable for you',
  accountRequired: SpecMessages.selection,
} as const;

export function loanAmountError(raw: string): string | null {
  const reading = readWholePounds(raw);
  if (reading.kind !== 'amount') return wholePoundsReadingError(reading, LoanMessages.wholePounds, LoanMessages.wholePounds);
  if (reading.pence < LoanLimits.minAmount || reading.pence > LoanLimits.maxAmount) return LoanMessages.amountRange;
  return null;
}

export function loanTermError(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return SpecMessages.required;
  if (!/^\d+$/.test(value)) return /^-?\d*\.\d+$|^-\d+$/.test(value) ? LoanMessages.wholeMonths : SpecMessages.numeric;
  const months = Number(value);
  if (months < LoanLimits.minTermMonths || months > LoanLimits.maxTermMonths) return LoanMessages.termRange;
  return null;
}

export function loanPurposeError(value: string): string | null {
  return selectionError(value) ?? (loanPurposes.some((p) => p.value === value) ? null : SpecMessages.selection);
}

/** The loan page's entries as typed (strings, so nothing typed is lost or reformatted). */
export interface LoanRequestEntries {
  amount: string;
  term: string;
  purpose: string;
}

export function loanRequestErrors(entries: LoanRequestEntries): Partial<Record<keyof LoanRequestEntries, string>> {
  const errors: Partial<Record<keyof LoanRequestEntries, string>> = {};
  const amount = loanAmountError(entries.amount);
  const term = loanTermError(entries.term);
  const purpose = loanPurposeError(entries.purpose);
  if (amount) errors.amount = amount;
  if (term) errors.term = term;
  if (purpose) errors.purpose = purpose;
  return errors;
}

/** The entries as a request, or null while any is invalid. */
export function toLoanRequest(entries: LoanRequestEntries): LoanRequest | null {
  if (Object.keys(loanRequestErrors(entries)).length > 0) return null;
  return { amount: parseWholePounds(entries.amount) as Pence, termMonths: Number(entries.term.trim()), purpose: entries.purpose as LoanPurpose };
}

/** The your-details page's entries as typed. */
export interface CustomerDetailsEntries {
  employmentStatus: string;
  annualIncome: string;
  housingCosts: string;
  creditCosts: string;
  dependants: string;
  /** 'yes' or 'no': whether a partner or another adult shares the living costs ('' or absent: unanswered, an error). */
  sharesLivingCosts?: string;
  /** Optional: blank leaves the bank's estimate. */
  livingCosts: string;
}

function poundsError(raw: string, wrong: string): string | null {
  return wholePoundsReadingError(readWholePounds(raw), wrong, wrong);
}

export function customerDetailsErrors(entries: CustomerDetailsEntries): Partial<Record<keyof CustomerDetailsEntries, string>> {
  const errors: Partial<Record<keyof CustomerDetailsEntries, string>> = {};
  const employment = selectionError(entries.employmentStatus) ?? (employmentStatuses.some((s) => s.value === entries.employmentStatus) ? null : SpecMessages.selection);
  if (employment) errors.employmentStatus = employment;
  const income = poundsError(entries.annualIncome, LoanMessages.incomeWholePounds);
  if (income) errors.annualIncome = income;
  const housing = poundsError(entries.housingCosts, LoanMessages.costsWholePounds);
  if (housing) errors.housingCosts = housing;
  const credit = poundsError(entries.creditCosts, LoanMessages.costsWholePounds);
  if (credit) errors.creditCosts = credit;
  const dependants = entries.dependants.trim();
  if (dependants === '') errors.dependants = SpecMessages.required;
  else if (!/^\d{1,2}$/.test(dependants) || Number(dependants) > 20) errors.dependants = LoanMessages.dependants;
  const shares = sharesLivingCostsError(sharesLivingCostsOf(entries.sharesLivingCosts ?? ''));
  if (shares) errors.sharesLivingCosts = shares;
  const living = ownLivingCostsError(entries.livingCosts);
  if (living) errors.livingCosts = living;
  return errors;
}

export function toCustomerDetails(entries: CustomerDetailsEntries): LoanCustomerDetails | null {
  if (Object.keys(customerDetailsErrors(entries)).length > 0) return null;
  return {
    employmentStatus: entries.employmentStatus as EmploymentStatus,
    annualIncome: parseWholePounds(entries.annualIncome) as Pence,
    monthlyHousingCosts: parseWholePounds(entries.housingCosts) as Pence,
    monthlyCreditCosts: parseWholePounds(entries.creditCosts) as Pence,
    dependants: Number(entries.dependants.trim()),
    sharesLivingCosts: entries.sharesLivingCosts === 'yes',
    ...livingCostsOf(entries.livingCosts),
  };
}

/** The own living costs as sent: left out when blank, so the bank uses its estimate. */
function livingCostsOf(raw: string): { monthlyLivingCosts?: Pence } {
  const pence = ownLivingCosts(raw);
  return pence === null ? {} : { monthlyLivingCosts: pence };
}

/** The fallback page a decision leads to (products/personal-loans/{fallback}); null: go on to apply. */
export function fallbackFor(decision: LoanDecision): 'referred' | 'declined' | null {
  return decision === 'accepted' ? null : decision;
}

export const loanFallbacks = ['referred', 'declined'] as const;
export type LoanFallback = (typeof loanFallbacks)[number];
export const isLoanFallback = (value: string | undefined): value is LoanFallback => loanFallbacks.includes(value as LoanFallback);

/** The agree control is enabled only once the SECCI has been opened; the reason, in words, until then. */
export function agreeBlockedReason(secciOpened: boolean): string | null {
  return secciOpened ? null : LoanMessages.agreeAfterSecci;
}
