import type { Pence } from '../../accounts/money';
import { SpecMessages } from '../../shared/validation/validation-messages';
import { readWholePounds, wholePoundsReadingError } from '../../shared/validation/amount-reader';

/** The employment statuses a card application asks about (GOV.UK radios, none pre-selected). */
export const employmentStatuses = [
  { value: 'EMPLOYED', label: 'Employed' },
  { value: 'SELF_EMPLOYED', label: 'Self-employed' },
  { value: 'RETIRED', label: 'Retired' },
  { value: 'STUDENT', label: 'Student' },
  { value: 'HOMEMAKER', label: 'Looking after the home or family' },
  { value: 'UNEMPLOYED', label: 'Not in work' },
] as const;
export type EmploymentStatus = (typeof employmentStatuses)[number]['value'];

export const isEmploymentStatus = (value: string): value is EmploymentStatus => employmentStatuses.some((s) => s.value === value);

/** A yearly income or a monthly cost asked in whole pounds: up to £9,999,999 (ours: the issue is silent). */
const largestPounds = 999999900;

/** A required selection (docs/rules/field-validation.md: empty fails). */
export function selectionError(value: string): string | null {
  return value === '' ? SpecMessages.selection : null;
}

/** Whole pounds, zero allowed (a cost may be nothing): the spec's words for empty and not a number. */
export function poundsError(raw: string, { allowZero }: { allowZero: boolean }): string | null {
  const reading = readWholePounds(raw);
  const error = wholePoundsReadingError(reading, 'Enter an amount in whole pounds, like 2500');
  if (error !== null || reading.kind !== 'amount') return error;
  const pence = reading.pence;
  if (!allowZero && pence === 0) return SpecMessages.amountPositive;
  if (pence > largestPounds) return 'Enter an amount of £9,999,999 or less';
  return null;
}

/** How many people depend on the applicant: 0 to 20 (ours). */
export function dependantsError(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return SpecMessages.required;
  if (!/^\d+$/.test(value)) return SpecMessages.numeric;
  if (Number(value) > 20) return 'Enter a number from 0 to 20';
  return null;
}

export interface ApplicantDetails {
  employmentStatus: EmploymentStatus;
  annualIncome: Pence;
}

export interface Affordability {
  monthlyHousingCosts: Pence;
  monthlyCreditCommitments: Pence;
  dependants: number;
  /** Whether they share living costs with a partner or another adult (absent: they live alone). */
  sharesLivingCosts?: boolean;
  /** The customer's own living costs a month, when given (counted where higher than the bank's estimate). */
  monthlyLivingCosts?: Pence;
}
