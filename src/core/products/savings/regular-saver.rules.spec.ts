import { describe, expect, it } from 'vitest';
import { SpecMessages } from '../../shared/validation/validation-messages';
import { firstPaymentDate, maturityDate, monthlyAmount, ordinalDay, paymentDay, RegularSaverMessages } from './regular-saver.rules';

describe('Regular Saver: £25 to £300 a month in whole pounds', () => {
  const range = RegularSaverMessages.range(2_500, 30_000);
  it.each([
    ['150', { pence: 15_000 }],
    ['£150', { pence: 15_000 }],
    [' 25 ', { pence: 2_500 }],
    ['300.00', { pence: 30_000 }],
    ['24', { error: range }],
    ['24.99', { error: RegularSaverMessages.wholePounds }],
    ['301', { error: range }],
    ['150.50', { error: RegularSaverMessages.wholePounds }],
    ['', { error: SpecMessages.required }],
    ['   ', { error: SpecMessages.required }],
    ['-50', { error: SpecMessages.amountPositive }],
    ['0', { error: SpecMessages.amountPositive }],
    ['abc', { error: SpecMessages.numeric }],
    ['1.234', { error: SpecMessages.numeric }],
  ])('%j -> %j', (raw, expected) => {
    expect(monthlyAmount(raw)).toEqual(expected);
  });
  it('the range message says the limits in pounds', () => {
    expect(range).toBe('Enter a monthly amount from £25.00 to £300.00');
  });
});

describe('Regular Saver: one payment a month on day 1 to 28', () => {
  it.each([
    ['1', { day: 1 }],
    ['15', { day: 15 }],
    ['28', { day: 28 }],
    ['29', { error: 'Enter a day of the month from 1 to 28' }],
    ['0', { error: 'Enter a day of the month from 1 to 28' }],
    ['', { error: SpecMessages.selection }],
    ['-1', { error: SpecMessages.selection }],
    ['x', { error: 'Enter a day of the month from 1 to 28' }],
    [' 15 ', { day: 15 }],
    ['15x', { error: 'Enter a day of the month from 1 to 28' }],
    ['x15', { error: 'Enter a day of the month from 1 to 28' }],
  ])('%j -> %j', (raw, expected) => {
    expect(paymentDay(raw)).toEqual(expected);
  });
});

describe('Regular Saver: first payment and 12-month term', () => {
  it('the day still to come this month is this month', () => {
    expect(firstPaymentDate({ year: 2026, month: 11, day: 10 }, 15)).toBe('2026-11-15');
  });
  it('today or a day gone is next month, across the year end', () => {
    expect(firstPaymentDate({ year: 2026, month: 11, day: 15 }, 15)).toBe('2026-12-15');
    expect(firstPaymentDate({ year: 2026, month: 12, day: 25 }, 1)).toBe('2027-01-01');
  });
  it('matures 12 months after the first payment', () => {
    expect(maturityDate('2026-12-15')).toBe('2027-12-15');
  });
  it('a first payment that is not a date has no maturity', () => {
    expect(() => maturityDate('15/12/2026')).toThrow(new RangeError('Not an ISO date: 15/12/2026'));
  });
  it.each([
    [1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [11, '11th'], [12, '12th'], [13, '13th'], [15, '15th'], [21, '21st'], [22, '22nd'], [23, '23rd'], [28, '28th'],
  ])('%i is the %s', (day, text) => {
    expect(ordinalDay(day)).toBe(text);
  });
});
