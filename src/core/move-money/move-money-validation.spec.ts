import { dateEntryOf } from '../dates/date-entry';
import { describe, expect, it } from 'vitest';
import { amountError, parseAmount } from '../shared/validation/amount-rules';
import { referenceError, requiredTextError, selectionError, shortTextError } from '../shared/validation/text-rules';
import {
  accountNumberError,
  cardNumberError,
  compactDigits,
  finalPaymentDateError,
  firstPaymentDateError,
  numberOfPaymentsError,
  sortCodeError,
} from './move-money-validation';

describe('sort code, account and card numbers', () => {
  it.each(['40-12-76', '40 12 76', '401276', ' 401276 '])('accepts the pasted sort code %j', (raw) => {
    expect(sortCodeError(raw)).toBeNull();
    expect(compactDigits(raw.trim())).toBe('401276');
  });
  it.each(['4012', '40-12-7a', '4012767'])('refuses the sort code %j', (raw) => {
    expect(sortCodeError(raw)).toBe('Sorry, the sort code you have entered is not valid');
  });
  it('asks for a value when empty', () => {
    expect(sortCodeError('')).toBe('This field requires a value');
    expect(accountNumberError('  ')).toBe('This field requires a value');
  });
  it.each(['12345678 ', '1234 5678', ' 12345678'])('accepts the account number %j', (raw) => {
    expect(accountNumberError(raw)).toBeNull();
  });
  it.each(['1234567', '123456789', '1234567x'])('refuses the account number %j', (raw) => {
    expect(accountNumberError(raw)).toBe('Sorry, the account number you have entered is not valid');
  });
  it('needs 16 digits for a card number', () => {
    expect(cardNumberError('4929 1234 5678 9012')).toBeNull();
    expect(cardNumberError('4929 1234 5678 901')).toBe('Sorry, the credit card number you have entered is not valid');
  });
});

describe('amount', () => {
  it.each([
    ['25', 2500],
    ['£1,234.56', 123456],
    ['0.5', 50],
    ['.05', 5],
    [' 49999.99 ', 4999999],
  ])('reads %j as %i pence', (raw, pence) => {
    expect(parseAmount(raw)).toBe(pence);
    expect(amountError(raw)).toBeNull();
  });
  it('asks for a value', () => expect(amountError('')).toBe('This field requires a value'));
  it.each(['abc', '12.345', '1.2.3', '12,34'])('refuses %j as not numeric', (raw) => {
    expect(amountError(raw)).toBe('This field requires a numeric value');
  });
  it.each(['0', '-5', '0.00', '£-1'])('refuses %j as not positive', (raw) => {
    expect(amountError(raw)).toBe('Monetary amount must be positive');
  });
  it('has the minimum with its amount', () => {
    expect(amountError('0.001')).toBe('Sorry, we cannot proceed with an amount under £0.01. Please change the amount and try again.');
  });
  it('has the default maximum 49999.99, and the upper bound past any configured maximum', () => {
    const over = "Sorry we are unable to proceed with your request as it exceeds our limit for this type of transaction. Please see our 'Payment Limits' for more information.";
    expect(amountError('50000')).toBe(over);
    expect(amountError('100000000', { maximum: Number.MAX_SAFE_INTEGER })).toBe(over);
    expect(amountError('99999999', { maximum: Number.MAX_SAFE_INTEGER })).toBeNull();
  });
});

describe('text', () => {
  it('reference: 1 to 18 of the allowed characters', () => {
    const message = 'Reference must contain between 1 and 18 alpha numeric characters';
    expect(referenceError('INV-2026/11 (A&B)')).toBeNull();
    expect(referenceError('')).toBe(message);
    expect(referenceError('1234567890123456789')).toBe(message);
    expect(referenceError('rent <script>')).toBe(message);
    expect(referenceError('café')).toBe(message);
  });
  it('payee name: required, 1 to 18, allowed characters', () => {
    expect(shortTextError('Jane Smith')).toBeNull();
    expect(shortTextError(' ')).toBe('This field requires a value');
    expect(shortTextError('A very long payee name')).toBe('This field requires 1 to 18 characters');
    expect(shortTextError('Jane_Smith')).toBe('Field must contain alpha numeric characters');
  });
  it('selection', () => {
    expect(selectionError('')).toBe('This field requires a selection');
    expect(selectionError(null)).toBe('This field requires a selection');
    expect(selectionError('-1')).toBe('This field requires a selection');
    expect(selectionError('monthly')).toBeNull();
  });
});

describe('standing order dates', () => {
  const today = '2026-11-23';
  it('refuses past dates and today for the first payment', () => {
    expect(firstPaymentDateError('2026-11-22', today)).toBe('The date cannot be in the past. Enter today or a later date.');
    expect(firstPaymentDateError('2026-11-23', today)).toBe('A standing order cannot start today. Enter tomorrow or a later date.');
    expect(firstPaymentDateError('2026-11-24', today)).toBeNull();
    expect(firstPaymentDateError(dateEntryOf({ day: '30', month: 'Feb', year: '2026' }), today)).toBe('First payment date must be a real date');
    expect(firstPaymentDateError(dateEntryOf({ day: '30', month: '', year: '2026' }), today)).toBe('First payment date must include a month');
    expect(finalPaymentDateError(dateEntryOf({ day: '1', month: '1', year: '27' }), '2026-12-01', today)).toBe('Year must include 4 numbers');
    expect(firstPaymentDateError('', today)).toBe('This field requires a value');
  });
  it('needs the final date after the first', () => {
    expect(finalPaymentDateError('2026-11-24', '2026-11-24', today)).toBe('End date must be after start date.');
    expect(finalPaymentDateError('2026-11-01', '2026-11-24', today)).toBe('The date cannot be in the past. Enter today or a later date.');
    expect(finalPaymentDateError('2027-11-24', '2026-11-24', today)).toBeNull();
  });
  it('number of payments: 2 to 999', () => {
    expect(numberOfPaymentsError('12')).toBeNull();
    expect(numberOfPaymentsError('1')).toBe('Enter a number of payments from 2 to 999.');
    expect(numberOfPaymentsError('x')).toBe('This field requires a numeric value');
  });
});

describe('requiredTextError (the roll number a payee needs)', () => {
  it.each([
    ['', 'This field requires a value'],
    ['   ', 'This field requires a value'],
    ['ROLL1234', null],
  ])('%j: %s', (raw, message) => {
    expect(requiredTextError(raw)).toBe(message);
  });
});
