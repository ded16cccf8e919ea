import { describe, expect, it } from 'vitest';
import {
  formatSortCode,
  formatSortCodeAccessible,
  lastFour,
  maskCardNumber,
  maskCardNumberAccessible,
} from './account-identifiers';

describe('formatSortCode', () => {
  it('groups six digits in pairs', () => {
    expect(formatSortCode('401276')).toBe('40-12-76');
  });
  it('accepts an already formatted or spaced sort code', () => {
    expect(formatSortCode('40-12-76')).toBe('40-12-76');
    expect(formatSortCode('40 12 76')).toBe('40-12-76');
  });
  it('leaves anything that is not six digits as sent, and empty for none', () => {
    expect(formatSortCode('4012')).toBe('4012');
    expect(formatSortCode(null)).toBe('');
  });
  it('reads digit by digit for screen readers', () => {
    expect(formatSortCodeAccessible('401276')).toBe('4 0, 1 2, 7 6');
  });
});

describe('maskCardNumber', () => {
  it('shows only the last four digits in groups', () => {
    expect(maskCardNumber('4921123456781234')).toBe('**** **** **** 1234');
    expect(maskCardNumber('4921 1234 5678 1234')).toBe('**** **** **** 1234');
  });
  it('never shows any other digit', () => {
    const masked = maskCardNumber('4921123456785678');
    expect(masked.replace(/\D/g, '')).toBe('5678');
  });
  it('hides a number too short to mask', () => {
    expect(maskCardNumber('1234')).toBe('****');
    expect(maskCardNumber(null)).toBe('****');
  });
  it('has a spoken form', () => {
    expect(maskCardNumberAccessible('4921123456781234')).toBe('card ending 1 2 3 4');
  });
  it('takes the last four digits', () => {
    expect(lastFour('12345678')).toBe('5678');
    expect(lastFour(null)).toBe('');
  });
});

describe('account identifiers at their edges', () => {
  it('leaves a sort code with more than six digits as sent', () => {
    expect(formatSortCode('4012761')).toBe('4012761');
    expect(formatSortCode('1401276')).toBe('1401276');
  });
  it('takes the last four digits of a number with separators', () => {
    expect(lastFour('1234 5678')).toBe('5678');
    expect(lastFour(undefined)).toBe('');
  });
  it('reads the last four digits however the number is grouped, a separator among them too', () => {
    expect(lastFour('12345 678')).toBe('5678');
    expect(maskCardNumber('4921 1234 5678 12 34')).toBe('**** **** **** 1234');
    expect(maskCardNumberAccessible('4921-1234-5678-12-34')).toBe('card ending 1 2 3 4');
  });
  it('hides completely a number too short to mask, whatever separates its digits', () => {
    expect(maskCardNumber('123 4567')).toBe('****');
  });
  it('masks a number of exactly eight digits, and hides a shorter one', () => {
    expect(maskCardNumber('12345678')).toBe('**** **** **** 5678');
    expect(maskCardNumber('1234567')).toBe('****');
    expect(maskCardNumber(undefined)).toBe('****');
  });
  it('says only "card" when there is no number', () => {
    expect(maskCardNumberAccessible(null)).toBe('card');
  });
});
