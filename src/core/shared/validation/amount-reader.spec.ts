import { describe, expect, it } from 'vitest';
import { AmountReaderMessages, readPoundsAndPence, readWholePounds, wholePoundsReadingError, type AmountReading } from './amount-reader';
import { monthlyAmount } from '../../products/savings/regular-saver.rules';
import { creditLimitError, parseWholePounds as parseCardPounds } from '../../products/cards/credit-limit.rules';
import { poundsError } from '../../products/cards/applicant.rules';
import { customerDetailsErrors, loanAmountError, parseWholePounds as parseLoanPounds } from '../../products/loans/loan-rules';
import { amountError, parseAmount } from './amount-rules';
import { ownLivingCostsError } from '../../products/lending/living-costs.rules';

const amount = (pence: number): AmountReading => ({ kind: 'amount', pence });

describe('readPoundsAndPence', () => {
  it.each<[string, AmountReading]>([
    ['25', amount(2500)],
    [' 25 ', amount(2500)],
    ['£1,234.56', amount(123456)],
    ['£ 9,999.99', amount(999999)],
    ['1,234,567.8', amount(123456780)],
    ['.05', amount(5)],
    ['0', amount(0)],
    ['', { kind: 'empty' }],
    ['  £ ', { kind: 'empty' }],
    ['-5', { kind: 'negative' }],
    ['£-1', { kind: 'negative' }],
    [',100', { kind: 'misplaced-comma' }],
    ['£,100', { kind: 'misplaced-comma' }],
    ['1,00', { kind: 'misplaced-comma' }],
    ['1,0000', { kind: 'misplaced-comma' }],
    ['1234,567', { kind: 'misplaced-comma' }],
    ['1,,000', { kind: 'misplaced-comma' }],
    ['1,000,', { kind: 'misplaced-comma' }],
    ['1.000,00', { kind: 'misplaced-comma' }],
    ['12.345', { kind: 'not-a-number' }],
    ['1.2.3', { kind: 'not-a-number' }],
    ['.', { kind: 'not-a-number' }],
    ['abc', { kind: 'not-a-number' }],
    ['99999999999999999999', { kind: 'not-a-number' }],
  ])('%j reads as %j', (typed, reading) => {
    expect(readPoundsAndPence(typed)).toEqual(reading);
  });
});

describe('readWholePounds', () => {
  it.each<[string, AmountReading]>([
    ['7500', amount(750_000)],
    ['£7,500', amount(750_000)],
    [' 7,500.00 ', amount(750_000)],
    ['7500.50', { kind: 'pence-given' }],
    ['7500.5', { kind: 'pence-given' }],
    [',100', { kind: 'misplaced-comma' }],
    ['1,00', { kind: 'misplaced-comma' }],
    ['', { kind: 'empty' }],
    ['-100', { kind: 'negative' }],
    ['1e3', { kind: 'not-a-number' }],
  ])('%j reads as %j', (typed, reading) => {
    expect(readWholePounds(typed)).toEqual(reading);
  });

  it('has the spec’s words, the form’s own for pence, and the comma rule’s', () => {
    expect(wholePoundsReadingError(readWholePounds(''), 'whole')).toBe('This field requires a value');
    expect(wholePoundsReadingError(readWholePounds('-1'), 'whole')).toBe('Monetary amount must be positive');
    expect(wholePoundsReadingError(readWholePounds('1.50'), 'whole')).toBe('whole');
    expect(wholePoundsReadingError(readWholePounds('x'), 'whole')).toBe('This field requires a numeric value');
    expect(wholePoundsReadingError(readWholePounds('x'), 'whole', 'not one')).toBe('not one');
    expect(wholePoundsReadingError(readWholePounds(',100'), 'whole')).toBe(AmountReaderMessages.misplacedComma);
    expect(wholePoundsReadingError(readWholePounds('100'), 'whole')).toBeNull();
  });
});

/** Every form that takes money: ',100' is refused, never read as £100.00; '1,000' is one thousand. */
describe('every money form reads a comma by the one grouping rule', () => {
  it.each<[string, (typed: string) => string | null]>([
    ['move money and manage money', (t) => amountError(t)],
    ['the Regular Saver’s monthly amount', (t) => { const r = monthlyAmount(t, { minimumMonthly: 100, maximumMonthly: 1_000_000 }); return 'error' in r ? r.error : null; }],
    ['the card’s limit', (t) => creditLimitError(t, { minimum: 100, maximum: 1_000_000 })],
    ['the card’s income and costs', (t) => poundsError(t, { allowZero: false })],
    ['the loan’s amount', (t) => (loanAmountError(t) === 'Enter an amount from £1,000.00 to £25,000.00' ? null : loanAmountError(t))],
    ['the loan’s income', (t) => customerDetailsErrors({ employmentStatus: 'EMPLOYED', annualIncome: t, housingCosts: '0', creditCosts: '0', dependants: '0', livingCosts: '' }).annualIncome ?? null],
    ['the loan’s housing costs', (t) => customerDetailsErrors({ employmentStatus: 'EMPLOYED', annualIncome: '1', housingCosts: t, creditCosts: '0', dependants: '0', livingCosts: '' }).housingCosts ?? null],
    ['the loan’s and the card’s own living costs', (t) => ownLivingCostsError(t)],
    ['the loan’s credit costs', (t) => customerDetailsErrors({ employmentStatus: 'EMPLOYED', annualIncome: '1', housingCosts: '0', creditCosts: t, dependants: '0', livingCosts: '' }).creditCosts ?? null],
  ])('%s', (_form, errorOf) => {
    for (const typed of [',100', '£,100', '1,00', '1234,567', '1,000,']) expect(errorOf(typed), typed).not.toBeNull();
    expect(errorOf('1,000')).toBeNull();
  });

  it('whole-pounds forms say where a comma goes; move money keeps the spec’s word', () => {
    expect(amountError(',100')).toBe('This field requires a numeric value');
    expect(monthlyAmount(',100')).toEqual({ error: AmountReaderMessages.misplacedComma });
    expect(creditLimitError(',100', { minimum: 100, maximum: 1_000_000 })).toBe(AmountReaderMessages.misplacedComma);
    expect(poundsError(',100', { allowZero: true })).toBe(AmountReaderMessages.misplacedComma);
    expect(loanAmountError(',100')).toBe(AmountReaderMessages.misplacedComma);
  });

  it('no reader turns ",100" into pence', () => {
    expect(parseAmount(',100')).toBeNull();
    expect(parseCardPounds(',100')).toBeNull();
    expect(parseLoanPounds(',100')).toBeNull();
    expect(parseLoanPounds(',100,000')).toBeNull();
  });
});
