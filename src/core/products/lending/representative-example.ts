import { formatMoney, type Pence } from '../../accounts/money';
import { assumedCreditLimit, cardApr, loanApr } from './apr';
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

/**
 * A loan's example from the bank's representative APR: the repayment at that rate, to the penny, and
 * then the APR the solver finds over those very cash flows (CONC App 1.1), which is the one shown; a
 * penny's rounding can move it by 0.1 on a small loan.
 */
export function loanRepresentativeExample(amount: Pence, termMonths: number, apr: BasisPoints): LoanRepresentativeExample {
  const figures = loanFigures(amount, termMonths, apr);
  return {
    kind: 'loan',
    amount,
    termMonths,
    monthlyRepayment: figures.monthlyRepayment,
    representativeApr: loanApr({ amount, termMonths, monthlyRepayment: figures.monthlyRepayment }),
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

/** The amounts a loan's representative APR is for. */
export interface RepresentativeRange {
  readonly from: Pence;
  readonly to: Pence;
}

/**
 * The amounts the representative example covers (CONC 3.5.5R: representative of the business the
 * APR is for): the bank's rate band that holds the example's amount at the example's APR. None when no
 * band does, which means the bank's example is not one it lends on.
 */
export function representativeRange(
  rates: readonly { fromAmount: Pence; toAmount: Pence; apr: BasisPoints }[],
  example: { amount: Pence; apr: BasisPoints },
): RepresentativeRange | null {
  const band = rates.find((r) => r.apr === example.apr && r.fromAmount <= example.amount && example.amount <= r.toAmount);
  return band ? { from: band.fromAmount, to: band.toAmount } : null;
}

/** '£7,500' for whole pounds, '£7,499.50' otherwise: a range reads as the bank's advert would say it. */
const pounds = (pence: Pence): string => formatMoney(pence).replace(/\.00$/, '');

/** 'This example is for loans of £7,500 to £25,000.' */
export function representativeRangeText(range: RepresentativeRange): string {
  return `This example is for loans of ${pounds(range.from)} to ${pounds(range.to)}.`;
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
    `${formatRate(example.representativeApr)} APR (${example.rateKind}). ` +
    (example.annualFee === 0 ? 'No annual fee.' : `Annual fee ${formatMoney(example.annualFee)}.`)
  );
}

/**
 * A balance transfer offer in full (CONC 3.5: a promotional rate says what it reverts to):
 * '0% for 20 months on balance transfers, then 22.9% a year (variable). Balance transfer fee: 3% of
 * each balance you move'. No closing full stop, so a page can end the sentence as it needs.
 */
export function balanceTransferText(card: {
  purchaseRate: BasisPoints;
  variable: boolean;
  balanceTransfer: { rate: BasisPoints; months: number; feePercent: BasisPoints } | null;
}): string | null {
  const bt = card.balanceTransfer;
  if (!bt) return null;
  const fee = bt.feePercent === 0 ? 'No balance transfer fee' : `Balance transfer fee: ${formatRate(bt.feePercent)} of each balance you move`;
  return (
    `${formatRate(bt.rate)} for ${months(bt.months)} on balance transfers, then ${formatRate(card.purchaseRate)} a year ` +
    `(${card.variable ? 'variable' : 'fixed'}). ${fee}`
  );
}
