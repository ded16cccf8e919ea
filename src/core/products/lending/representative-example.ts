import { formatMoney, type Pence } from '../../accounts/money';
import { assumedCreditLimit, cardApr } from './apr';
import { annualInterestRateFromApr, loanFigures } from './loan-repayment';
import { formatRate, type BasisPoints } from './rate';

/** Whether a rate can change during the agreement: loans here are fixed, cards variable. */
export type RateKind = 'fixed' | 'variable';

/** One line of a representative example: the label the customer reads and its value in words. */
export interface ExampleLine {
  readonly label: string;
  readonly value: string;
}

/**
 * A loan's representative example (Consumer Credit (Advertisements) Regulations): all of these shown
 * together, with equal prominence. The figures stay numbers so pages and tests can check them.
 */
export interface LoanRepresentativeExample {
  readonly kind: 'loan';
  readonly amount: Pence;
  readonly termMonths: number;
  readonly monthlyRepayment: Pence;
  readonly representativeApr: BasisPoints;
  readonly annualInterestRate: BasisPoints;
  readonly rateKind: RateKind;
  readonly totalChargeForCredit: Pence;
  readonly totalPayable: Pence;
}

/**
 * A credit card's representative example: the figures are on an assumed credit limit (£1,200), as
 * the regulations allow for running-account credit, with the purchase rate and APR, both variable.
 */
export interface CardRepresentativeExample {
  readonly kind: 'card';
  readonly assumedCreditLimit: Pence;
  readonly purchaseRate: BasisPoints;
  readonly representativeApr: BasisPoints;
  readonly rateKind: RateKind;
  /** Annual fee, if any (0 for none). */
  readonly annualFee: Pence;
}

export type RepresentativeExample = LoanRepresentativeExample | CardRepresentativeExample;

export function loanRepresentativeExample(amount: Pence, termMonths: number, apr: BasisPoints): LoanRepresentativeExample {
  const figures = loanFigures(amount, termMonths, apr);
  return {
    kind: 'loan',
    amount,
    termMonths,
    monthlyRepayment: figures.monthlyRepayment,
    representativeApr: apr,
    annualInterestRate: annualInterestRateFromApr(apr),
    rateKind: 'fixed',
    totalChargeForCredit: figures.totalChargeForCredit,
    totalPayable: figures.totalPayable,
  };
}

/**
 * A card's representative example: its APR is the solver's (CONC App 1.1) on the assumed £1,200
 * limit, never a figure taken on trust.
 */
export function cardRepresentativeExample(
  card: { purchaseRate: BasisPoints; annualFee?: Pence; rateKind?: RateKind },
): CardRepresentativeExample {
  const annualFee = card.annualFee ?? 0;
  return {
    kind: 'card',
    assumedCreditLimit,
    purchaseRate: card.purchaseRate,
    representativeApr: cardApr({ purchaseRate: card.purchaseRate, annualFee }),
    rateKind: card.rateKind ?? 'variable',
    annualFee,
  };
}

const months = (n: number): string => `${n} month${n === 1 ? '' : 's'}`;

/**
 * The example as label/value lines, in the order the regulations list them. `personal`: the same
 * figures for one customer's own quote, whose APR is theirs, not a representative one.
 */
export function exampleLines(example: RepresentativeExample, options: { personal?: boolean } = {}): ExampleLine[] {
  if (example.kind === 'loan') {
    return [
      { label: 'Amount of credit', value: formatMoney(example.amount) },
      { label: 'Term', value: months(example.termMonths) },
      { label: 'Monthly repayment', value: formatMoney(example.monthlyRepayment) },
      { label: options.personal ? 'Your APR' : 'Representative APR', value: `${formatRate(example.representativeApr)} APR` },
      { label: 'Annual interest rate', value: `${formatRate(example.annualInterestRate)} (${example.rateKind})` },
      { label: 'Total charge for credit', value: formatMoney(example.totalChargeForCredit) },
      { label: 'Total amount payable', value: formatMoney(example.totalPayable) },
    ];
  }
  return [
    { label: 'Assumed credit limit', value: formatMoney(example.assumedCreditLimit) },
    { label: 'Purchase rate', value: `${formatRate(example.purchaseRate)} a year (${example.rateKind})` },
    { label: 'Annual fee', value: example.annualFee === 0 ? 'None' : formatMoney(example.annualFee) },
    { label: 'Representative APR', value: `${formatRate(example.representativeApr)} APR (${example.rateKind})` },
  ];
}

/** The example as one sentence, for a splash or an advert. */
export function exampleSentence(example: RepresentativeExample): string {
  if (example.kind === 'loan') {
    return (
      `Representative example: borrowing ${formatMoney(example.amount)} over ${months(example.termMonths)} ` +
      `at ${formatRate(example.representativeApr)} APR representative (${example.rateKind}), annual interest rate ` +
      `${formatRate(example.annualInterestRate)} (${example.rateKind}), you would repay ${formatMoney(example.monthlyRepayment)} ` +
      `a month. Total charge for credit ${formatMoney(example.totalChargeForCredit)}. ` +
      `Total amount payable ${formatMoney(example.totalPayable)}.`
    );
  }
  return (
    `Representative example: if you spend ${formatMoney(example.assumedCreditLimit)} at a purchase rate of ` +
    `${formatRate(example.purchaseRate)} a year (${example.rateKind}), your representative rate is ` +
    `${formatRate(example.representativeApr)} APR (${example.rateKind}).`
  );
}
