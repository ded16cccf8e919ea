import { formatMoney, type Pence } from '../../accounts/money';
import { formatTransactionDate, parseIsoDate, type YearMonthDay } from '../../accounts/calendar-date';
import { amountError, parseAmount } from '../../shared/validation/amount-rules';
import { ageOn, isaAllowanceFor, taxYearOf, type TaxYear } from './tax-year.rules';
import type { ApplicantDetails, CashIsaStanding } from './savings';

export const CashIsaMessages = {
  /** Spec 02 section 5, word for word. */
  nationalInsurance: 'Please enter your National Insurance Number in the format AA123456A.',
  overAllowance: (left: Pence) => `You can pay in up to ${formatMoney(left)} more this tax year. Enter a first deposit of ${formatMoney(left)} or less.`,
  noAllowanceLeft: 'You have used all of your ISA allowance for this tax year, so you cannot open a Cash ISA until the next tax year starts on 6 April.',
  underMinimum: (min: Pence) => `The first deposit must be at least ${formatMoney(min)}`,
  under18: 'You must be 18 or over to open a Cash ISA.',
  notResident: 'You must live in the UK for tax purposes to open a Cash ISA.',
  declaration: 'You must confirm the ISA declaration to apply',
} as const;

/** Spec 02 section 5: two letters, six digits, a suffix A to D; spaces ignored (and letters taken in either case). */
export function normaliseNationalInsurance(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

export function nationalInsuranceError(raw: string): string | null {
  return /^[A-Z]{2}\d{6}[A-D]$/.test(normaliseNationalInsurance(raw)) ? null : CashIsaMessages.nationalInsurance;
}

/** The figures of the allowance in the tax year of `today`, for this saver. */
export interface AllowanceFigures {
  taxYear: TaxYear;
  /** The most that may go into cash this tax year (the overall limit until 2027/28). */
  limit: Pence;
  paidIn: Pence;
  left: Pence;
}

export function allowanceFigures(today: YearMonthDay, standing: Pick<CashIsaStanding, 'paidInThisTaxYear'>, dateOfBirth: string | null): AllowanceFigures {
  const taxYear = taxYearOf(today);
  const allowance = isaAllowanceFor(taxYear);
  const born = parseIsoDate(dateOfBirth);
  const start = parseIsoDate(taxYear.starts) as YearMonthDay;
  // Without a date of birth, the age-dependent limit takes the lower figure: never promise too much.
  const limit = allowance === null ? 0 : allowance.cashLimit(born ? ageOn(born, start) : 0);
  const paidIn = standing.paidInThisTaxYear;
  return { taxYear, limit, paidIn, left: Math.max(0, limit - paidIn) };
}

/** The first deposit in pence, or its message: the spec's amount rules, the bank's minimum, then what is left of the allowance. */
export function firstDeposit(raw: string, left: Pence, minimumDeposit: Pence): { pence: Pence } | { error: string } {
  const basic = amountError(raw, { minimum: 1, maximum: 9_999_999_900 });
  if (basic) return { error: basic };
  const pence = parseAmount(raw) as Pence;
  if (left <= 0) return { error: CashIsaMessages.noAllowanceLeft };
  if (pence > left) return { error: CashIsaMessages.overAllowance(left) };
  if (pence < minimumDeposit) return { error: CashIsaMessages.underMinimum(minimumDeposit) };
  return { pence };
}

/** Who may apply (issue 18): 18 or over and UK resident. The reasons in plain words, or none. */
export function cashIsaRefusals(today: YearMonthDay, applicant: Pick<ApplicantDetails, 'dateOfBirth'>, standing: Pick<CashIsaStanding, 'ukResident'>): string[] {
  const reasons: string[] = [];
  const born = parseIsoDate(applicant.dateOfBirth);
  if (!born || ageOn(born, today) < 18) reasons.push(CashIsaMessages.under18);
  if (!standing.ukResident) reasons.push(CashIsaMessages.notResident);
  return reasons;
}

/**
 * The ISA declaration (issue 18), in the order the issue lists it: the type of ISA, effect until the
 * account is closed, the applicant's own money, not over the overall limit, the first tax year.
 */
export function isaDeclaration(taxYear: TaxYear, overall: Pence, today: string): string[] {
  const date = (iso: string) => formatTransactionDate(iso, today);
  return [
    'I am applying for a Cash ISA.',
    'This declaration has effect until the account is closed.',
    'All the money I pay into this ISA is my own.',
    `I will not pay in more than the overall ISA limit of ${formatMoney(overall)} across all my ISAs in any tax year.`,
    `I am applying for this ISA from the ${taxYear.label} tax year (${date(taxYear.starts)} to ${date(taxYear.ends)}), the first tax year it applies to.`,
  ];
}

