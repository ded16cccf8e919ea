import { describe, expect, it } from 'vitest';
import {
  balanceTransferText,
  cardRepresentativeExample,
  exampleLines,
  exampleSentence,
  loanRepresentativeExample,
  representativeRange,
  representativeRangeText,
} from './representative-example';

describe('loanRepresentativeExample', () => {
  it('shows the splash example of the issue: £10,000 over 48 months at 6.9% APR', () => {
    expect(loanRepresentativeExample(1_000_000, 48, 690)).toEqual({
      kind: 'loan',
      amount: 1_000_000,
      termMonths: 48,
      monthlyRepayment: 23_803,
      representativeApr: 690,
      annualInterestRate: 669,
      rateKind: 'fixed',
      totalChargeForCredit: 142_544,
      totalPayable: 1_142_544,
    });
  });

  it('lists every field the regulations ask for, together, in order', () => {
    expect(exampleLines(loanRepresentativeExample(750_000, 36, 690))).toEqual([
      { label: 'Amount of credit', value: '£7,500.00' },
      { label: 'Term', value: '36 months' },
      { label: 'Monthly repayment', value: '£230.52' },
      { label: 'Representative APR', value: '6.9% APR' },
      { label: 'Annual interest rate', value: '6.69% (fixed)' },
      { label: 'Total charge for credit', value: '£798.72' },
      { label: 'Total amount payable', value: '£8,298.72' },
    ]);
  });

  it('gives the APR the solver finds over the example’s own cash flows (CONC App 1.1), not the figure it was asked for', () => {
    // £100 over 36 months at 6.9%: the repayment rounds down to £3.07, and 36 × £3.07 against £100 is 6.8% APR.
    const example = loanRepresentativeExample(10_000, 36, 690);
    expect(example.monthlyRepayment).toBe(307);
    expect(example.representativeApr).toBe(680);
    // The demo bank's example (£10,000 over 48 months) is 6.9% either way.
    expect(loanRepresentativeExample(1_000_000, 48, 690).representativeApr).toBe(690);
  });

  it('labels a customer’s own quote with their APR, not a representative one', () => {
    const lines = exampleLines(loanRepresentativeExample(750_000, 36, 690), { personal: true });
    expect(lines[3]).toEqual({ label: 'Your APR', value: '6.9% APR' });
  });

  it('says it in one sentence for the splash', () => {
    expect(exampleSentence(loanRepresentativeExample(1_000_000, 48, 690))).toBe(
      'Representative example: borrowing £10,000.00 over 48 months at 6.9% APR representative (fixed), annual interest ' +
        'rate 6.69% (fixed), you would repay £238.03 a month. Total charge for credit £1,425.44. Total amount payable £11,425.44.',
    );
  });
});

describe('representativeRange (CONC 3.5.5R: the amounts the representative APR is for)', () => {
  const rates = [
    { fromAmount: 100_000, toAmount: 749_900, apr: 1290 },
    { fromAmount: 750_000, toAmount: 2_500_000, apr: 690 },
  ];

  it('is the rate band that holds the example’s amount at the example’s APR: £7,500 to £25,000', () => {
    expect(representativeRange(rates, { amount: 1_000_000, apr: 690 })).toEqual({ from: 750_000, to: 2_500_000 });
    expect(representativeRangeText({ from: 750_000, to: 2_500_000 })).toBe('This example is for loans of £7,500 to £25,000.');
  });

  it('is none when no band holds the amount at that APR (the example is then not one the bank lends on)', () => {
    expect(representativeRange(rates, { amount: 500_000, apr: 690 })).toBeNull();
    expect(representativeRange(rates, { amount: 3_000_000, apr: 690 })).toBeNull();
  });

  it('holds the band\'s own first and last amounts', () => {
    expect(representativeRange(rates, { amount: 750_000, apr: 690 })).toEqual({ from: 750_000, to: 2_500_000 });
    expect(representativeRange(rates, { amount: 2_500_000, apr: 690 })).toEqual({ from: 750_000, to: 2_500_000 });
  });

  it('keeps pence where a band ends on them', () => {
    expect(representativeRangeText({ from: 100_000, to: 749_950 })).toBe('This example is for loans of £1,000 to £7,499.50.');
  });
});

describe('cardRepresentativeExample', () => {
  it('assumes a £1,200 credit limit and variable rates unless told', () => {
    expect(cardRepresentativeExample({ purchaseRate: 2290 })).toEqual({
      kind: 'card',
      assumedCreditLimit: 120_000,
      purchaseRate: 2290,
      representativeApr: 2550,
      rateKind: 'variable',
      annualFee: 0,
    });
  });

  it('reads as lines and a sentence', () => {
    const example = cardRepresentativeExample({ purchaseRate: 2290 });
    expect(exampleLines(example)).toEqual([
      { label: 'Assumed credit limit', value: '£1,200.00' },
      { label: 'Purchase rate', value: '22.9% a year (variable)' },
      { label: 'Annual fee', value: 'None' },
      { label: 'Representative APR', value: '25.5% APR (variable)' },
    ]);
    expect(exampleSentence(example)).toBe(
      'Representative example: if you spend £1,200.00 at a purchase rate of 22.9% a year (variable), your representative rate is 25.5% APR (variable). No annual fee.',
    );
  });

  it('names the fee in the sentence when there is one (CONC 3.5.5R(2)(b))', () => {
    expect(exampleSentence(cardRepresentativeExample({ purchaseRate: 2290, annualFee: 3000 }))).toBe(
      'Representative example: if you spend £1,200.00 at a purchase rate of 22.9% a year (variable), your representative rate is 31.7% APR (variable). Annual fee £30.00.',
    );
  });

  it('works out the APR with the fee (CONC App 1.1): 22.9% and a £30 fee is 31.7% APR', () => {
    const example = cardRepresentativeExample({ purchaseRate: 2290, annualFee: 3000 });
    expect(example.representativeApr).toBe(3170);
    expect(exampleLines(example)).toContainEqual({ label: 'Annual fee', value: '£30.00' });
  });
});

describe('balanceTransferText (CONC 3.5: the rate after the offer, in full)', () => {
  it("says '0% for 20 months on balance transfers, then 22.9% a year (variable)' and the fee", () => {
    expect(balanceTransferText({ purchaseRate: 2290, variable: true, balanceTransfer: { rate: 0, months: 20, feePercent: 300 } })).toBe(
      '0% for 20 months on balance transfers, then 22.9% a year (variable). Balance transfer fee: 3% of each balance you move',
    );
    expect(balanceTransferText({ purchaseRate: 1990, variable: false, balanceTransfer: { rate: 0, months: 1, feePercent: 0 } })).toBe(
      '0% for 1 month on balance transfers, then 19.9% a year (fixed). No balance transfer fee',
    );
  });

  it('is none for a card without a balance transfer offer', () => {
    expect(balanceTransferText({ purchaseRate: 2290, variable: true, balanceTransfer: null })).toBeNull();
  });
});
