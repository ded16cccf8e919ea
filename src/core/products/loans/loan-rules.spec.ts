import { describe, expect, it } from 'vitest';
import {
  agreeBlockedReason,
  customerDetailsErrors,
  fallbackFor,
  isLoanFallback,
  loanAmountError,
  LoanMessages,
  loanPurposeError,
  loanRequestErrors,
  loanTermError,
  parseWholePounds,
  toCustomerDetails,
  toLoanRequest,
} from './loan-rules';
import { ownLivingCostsQuestion, sharesLivingCostsQuestion } from '../lending/living-costs.rules';

describe('parseWholePounds', () => {
  it.each([
    ['7500', 750_000],
    ['£7,500', 750_000],
    [' 7,500.00 ', 750_000],
    ['0', 0],
    ['7500.50', null],
    ['7.5k', null],
    ['-7500', null],
    ['', null],
    ['75,00', null],
  ])('%j → %s', (raw, pence) => {
    expect(parseWholePounds(raw)).toBe(pence);
  });
});

describe('loan amount (£1,000 to £25,000 in whole pounds)', () => {
  it.each([
    ['1000', null],
    ['1,000', null],
    ['7499', null],
    ['7500', null],
    ['25000', null],
    ['£25,000', null],
    ['999', LoanMessages.amountRange],
    ['25001', LoanMessages.amountRange],
    ['0', LoanMessages.amountRange],
    ['7500.50', LoanMessages.wholePounds],
    ['lots', LoanMessages.wholePounds],
    ['-5000', 'Monetary amount must be positive'],
    ['', 'This field requires a value'],
    ['   ', 'This field requires a value'],
  ])('%j → %s', (raw, message) => {
    expect(loanAmountError(raw)).toBe(message);
  });

  it('says the range in pounds', () => {
    expect(LoanMessages.amountRange).toBe('Enter an amount from £1,000.00 to £25,000.00');
  });
});

describe('loan term (12 to 60 months)', () => {
  it.each([
    ['12', null],
    ['36', null],
    ['60', null],
    ['11', LoanMessages.termRange],
    ['61', LoanMessages.termRange],
    ['36.5', LoanMessages.wholeMonths],
    ['three years', 'This field requires a numeric value'],
    ['', 'This field requires a value'],
  ])('%j → %s', (raw, message) => {
    expect(loanTermError(raw)).toBe(message);
  });
});

describe('loan purpose', () => {
  it('needs one of the listed purposes', () => {
    expect(loanPurposeError('CAR')).toBeNull();
    expect(loanPurposeError('')).toBe('This field requires a selection');
    expect(loanPurposeError('YACHT')).toBe('This field requires a selection');
  });
});

describe('toLoanRequest', () => {
  it('turns valid entries into pence and months', () => {
    expect(toLoanRequest({ amount: '£7,500', term: ' 36 ', purpose: 'CAR' })).toEqual({ amount: 750_000, termMonths: 36, purpose: 'CAR' });
  });
  it('is null while any entry is wrong, and names each', () => {
    const entries = { amount: '500', term: '70', purpose: '' };
    expect(toLoanRequest(entries)).toBeNull();
    expect(Object.keys(loanRequestErrors(entries))).toEqual(['amount', 'term', 'purpose']);
  });
});

describe('customer details', () => {
  const valid = { employmentStatus: 'EMPLOYED', annualIncome: '45,000', housingCosts: '900', creditCosts: '0', dependants: '2', sharesLivingCosts: 'no', livingCosts: '' };

  it('turns valid entries into pence', () => {
    expect(customerDetailsErrors(valid)).toEqual({});
    expect(toCustomerDetails(valid)).toEqual({
      employmentStatus: 'EMPLOYED',
      annualIncome: 4_500_000,
      monthlyHousingCosts: 90_000,
      monthlyCreditCosts: 0,
      dependants: 2,
      sharesLivingCosts: false,
    });
  });

  it('asks whether a partner or another adult shares the living costs, and sends the answer', () => {
    expect(toCustomerDetails({ ...valid, sharesLivingCosts: 'yes' })).toMatchObject({ sharesLivingCosts: true });
    expect(customerDetailsErrors({ ...valid, sharesLivingCosts: '' })).toEqual({ sharesLivingCosts: sharesLivingCostsQuestion.missing });
    expect(customerDetailsErrors({ ...valid, sharesLivingCosts: undefined })).toEqual({ sharesLivingCosts: sharesLivingCostsQuestion.missing });
    expect(toCustomerDetails({ ...valid, sharesLivingCosts: '' })).toBeNull();
  });

  it('sends the customer’s own living costs only when typed (blank leaves the bank’s estimate)', () => {
    expect(toCustomerDetails({ ...valid, livingCosts: '1,400' })).toMatchObject({ monthlyLivingCosts: 140_000 });
    expect(toCustomerDetails({ ...valid, livingCosts: '  ' })).not.toHaveProperty('monthlyLivingCosts');
    expect(customerDetailsErrors({ ...valid, livingCosts: '1400.50' })).toEqual({ livingCosts: ownLivingCostsQuestion.wholePounds });
  });

  it('names every missing or wrong entry with its message', () => {
    expect(customerDetailsErrors({ employmentStatus: '', annualIncome: '', housingCosts: '-1', creditCosts: '12.50', dependants: '21', sharesLivingCosts: '', livingCosts: 'x' })).toEqual({
      employmentStatus: 'This field requires a selection',
      annualIncome: 'This field requires a value',
      housingCosts: 'Monetary amount must be positive',
      creditCosts: LoanMessages.costsWholePounds,
      dependants: LoanMessages.dependants,
      sharesLivingCosts: sharesLivingCostsQuestion.missing,
      livingCosts: ownLivingCostsQuestion.wholePounds,
    });
    expect(toCustomerDetails({ ...valid, dependants: '' })).toBeNull();
  });
});

describe('decision → page', () => {
  it('goes on to apply when accepted, else to the fallback page of that name', () => {
    expect(fallbackFor('accepted')).toBeNull();
    expect(fallbackFor('referred')).toBe('referred');
    expect(fallbackFor('declined')).toBe('declined');
  });
  it('knows only the two fallback pages', () => {
    expect(isLoanFallback('referred')).toBe(true);
    expect(isLoanFallback('declined')).toBe(true);
    expect(isLoanFallback('accepted')).toBe(false);
    expect(isLoanFallback(undefined)).toBe(false);
  });
});

describe('agreeing', () => {
  it('is blocked, with the reason in words, until the SECCI has been opened', () => {
    expect(agreeBlockedReason(false)).toBe('Open the pre-contract credit information before you agree');
    expect(agreeBlockedReason(true)).toBeNull();
  });
});
