import { formatMoney, type Pence } from '../../accounts/money';
import { formatLongDate, parseIsoDate, type YearMonthDay } from '../../accounts/calendar-date';
import { bankToday } from '../../shared/bank-day';
import type { Clock } from '../../shared/clock.port';
import { amountError, parseAmount } from '../../shared/validation/amount-rules';
import { ageOn, isaAllowanceFor, taxYearOf, type TaxYear } from './tax-year.rules';
import type { ApplicantDetails, CashIsaStanding } from './savings';

export const CashIsaMessages = {
  /** docs/rules/field-validation.md, word for word. */
  nationalInsurance: 'Please enter your National Insurance Number in the format AA123456A.',
  overAllowance: (left: Pence) => `You can pay in up to ${formatMoney(left)} more this tax year. Enter a first deposit of ${formatMoney(left)} or less.`,
  noAllowanceLeft: 'You have used all of your ISA allowance for this tax year, so you cannot open a Cash ISA until the next tax year starts on 6 April.',
  underMinimum: (min: Pence) => `The first deposit must be at least ${formatMoney(min)}`,
  under18: 'You must be 18 or over to open a Cash ISA.',
  notResident: 'You must live in the UK for tax purposes to open a Cash ISA.',
  declaration: 'You must confirm the ISA declaration to apply',
  fscsInformationSheet: 'Tick the box to say you have read the FSCS information sheet',
} as const;

/** docs/rules/field-validation.md: two letters, six digits, a suffix A to D; spaces ignored (and letters taken in either case). */
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
  /** Paid in with us in this tax year, as the bank counts it. */
  paidIn: Pence;
  left: Pence;
  /** A count the bank gave for another tax year than today's: shown as such, never charged against this one. */
  otherYear: { label: string; paidIn: Pence } | null;
}

/**
 * The allowance in the tax year of the bank's day. The bank names the tax year
 * its count is of; a count of another year (the answer of 5 April read after midnight, or a clock
 * behind the bank's) is never charged against this one: nothing is known to be paid in this year yet.
 */
export function allowanceFigures(today: YearMonthDay, standing: Pick<CashIsaStanding, 'paidInThisTaxYear' | 'taxYear'>, dateOfBirth: string | null): AllowanceFigures {
  const taxYear = taxYearOf(today);
  const allowance = isaAllowanceFor(taxYear);
  const born = parseIsoDate(dateOfBirth);
  const start = parseIsoDate(taxYear.starts) as YearMonthDay;
  // Without a date of birth, the age-dependent limit takes the lower figure: never promise too much.
  const limit = allowance === null ? 0 : allowance.cashLimit(born ? ageOn(born, start) : 0);
  const sameYear = standing.taxYear === taxYear.label;
  const paidIn = sameYear ? standing.paidInThisTaxYear : 0;
  return { taxYear, limit, paidIn, left: Math.max(0, limit - paidIn), otherYear: sameYear ? null : { label: standing.taxYear, paidIn: standing.paidInThisTaxYear } };
}

/** The same, on the bank's day by the Clock (London's: the tax year turns at midnight in London on 5/6 April). */
export function allowanceFiguresOn(clock: Pick<Clock, 'now'>, standing: Pick<CashIsaStanding, 'paidInThisTaxYear' | 'taxYear'>, dateOfBirth: string | null): AllowanceFigures {
  return allowanceFigures(parseIsoDate(bankToday(clock)) as YearMonthDay, standing, dateOfBirth);
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

/** Who may apply: 18 or over and UK resident. The reasons in plain words, or none. */
export function cashIsaRefusals(today: YearMonthDay, applicant: Pick<ApplicantDetails, 'dateOfBirth'>, standing: Pick<CashIsaStanding, 'ukResident'>): string[] {
  const reasons: string[] = [];
  const born = parseIsoDate(applicant.dateOfBirth);
  if (!born || ageOn(born, today) < 18) reasons.push(CashIsaMessages.under18);
  if (!standing.ukResident) reasons.push(CashIsaMessages.notResident);
  return reasons;
}

/** The ISA manager, as the declaration and authorisation name it. */
export const isaManager = 'Demo Bank plc';

/**
 * The ISA declaration and authorisation: what the ISA Regulations 1998, reg 12,
 * and HMRC's 'ISA guidance: information you need from investors' ask of an applicant, in that order:
 * the subscription and its first tax year, 18 or over (the bank's age for its Cash ISA), UK resident
 * or a Crown employee serving overseas (or their spouse or civil partner), to say if that changes,
 * the subscription limit (and the cash limit where it is lower), own cash, and the authorisation to
 * hold the subscriptions, claim tax relief and give HMRC information; in effect until the account closes.
 */
export function isaDeclaration(taxYear: TaxYear, limits: { overall: Pence; cash: Pence }): string[] {
  // A legal text: every date with its year, whatever today is.
  const date = (iso: string) => formatLongDate(iso);
  const cashLimit = limits.cash < limits.overall ? `, nor more than ${formatMoney(limits.cash)} of it to cash ISAs` : '';
  return [
    `I am applying to subscribe to a Cash ISA with ${isaManager} for the ${taxYear.label} tax year (${date(taxYear.starts)} to ${date(taxYear.ends)}) and for each following tax year in which I pay into it.`,
    'I am 18 or over.',
    'I am resident in the UK for tax purposes, or I am a Crown employee serving overseas paid out of the public revenue of the UK (or married to, or in a civil partnership with, such a person).',
    `I will tell ${isaManager} if I stop being resident in the UK for tax purposes, or stop being (or being married to, or in a civil partnership with) a Crown employee serving overseas.`,
    `I will not subscribe more than the overall subscription limit of ${formatMoney(limits.overall)} in total to all my ISAs, with ${isaManager} and with others, in any tax year${cashLimit}.`,
    'All the money I pay into this ISA is my own cash.',
    `I authorise ${isaManager}, as ISA manager, to hold my cash subscriptions, the interest on them and any other proceeds of the ISA; to make on my behalf any claims to relief from tax in respect of the ISA; and to give HM Revenue & Customs all the information about this ISA and me that it asks for.`,
    'This declaration has effect until the account is closed.',
  ];
}

/**
 * The bank books an application to the tax year of its own day. When that year is not the one the
 * customer declared for (the year turned at midnight in London while they applied), it refuses with
 * this code and opens nothing: an ISA declaration is for one tax year (ISA Regulations 1998, reg 12),
 * so the customer makes it again for the new year.
 */
export const taxYearChangedCode = 'ISA_TAX_YEAR_CHANGED';

export const isTaxYearChanged = (code: string | undefined): boolean => code === taxYearChangedCode;

/** What the review page says after that refusal, and the way back to the declaration. */
export function taxYearChangedWords(declaredTaxYear: string): { heading: string; lines: string[]; action: string } {
  return {
    heading: 'The tax year has changed: make your ISA declaration again',
    lines: [
      `You made your ISA declaration for the ${declaredTaxYear} tax year. A new tax year started on 6 April, and an ISA declaration is for one tax year only.`,
      'We have not opened your Cash ISA and no money has moved.',
      'Make the declaration again for the new tax year. Your other answers are kept.',
    ],
    action: 'Make the ISA declaration again',
  };
}

/**
 * Why the cash limit is what it is, where it depends on age (from 2027/28: under 65 the cash part of
 * the allowance is lower; 65 and over, on the tax year's first day, the whole allowance may be cash).
 * Null where the limit is the same for every saver.
 */
export function cashLimitWords(taxYear: TaxYear, dateOfBirth: string | null): string | null {
  const allowance = isaAllowanceFor(taxYear);
  if (!allowance) return null;
  const start = parseIsoDate(taxYear.starts) as YearMonthDay;
  const under = allowance.cashLimit(0);
  const over = allowance.cashLimit(65);
  if (under === over) return null;
  const born = parseIsoDate(dateOfBirth);
  const firstDay = formatLongDate(taxYear.starts);
  if (born && ageOn(born, start) >= 65) {
    return `You were 65 or over on ${firstDay}, so you can pay all of your ${formatMoney(allowance.overall)} ISA allowance into cash ISAs this tax year (savers under 65 can pay in ${formatMoney(under)}).`;
  }
  return `From ${firstDay}, savers under 65 can pay up to ${formatMoney(under)} of the ${formatMoney(allowance.overall)} ISA allowance into cash ISAs; the rest can go into other kinds of ISA. Savers who are 65 or over on ${firstDay} can pay all ${formatMoney(over)} into cash.`;
}
