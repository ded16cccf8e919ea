import { describe, expect, it } from 'vitest';
import {
  cardRepresentativeExample,
  exampleLines,
  exampleSentence,
  loanRepresentativeExample,
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
      'Representative example: if you spend £1,200.00 at a purchase rate of 22.9% a year (variable), your representative rate is 25.5% APR (variable).',
    );
  });

  it('works out the APR with the fee (CONC App 1.1): 22.9% and a £30 fee is 31.7% APR', () => {
    const example = cardRepresentativeExample({ purchaseRate: 2290, annualFee: 3000 });
    expect(example.representativeApr).toBe(3170);
    expect(exampleLines(example)).toContainEqual({ label: 'Annual fee', value: '£30.00' });
  });
});
