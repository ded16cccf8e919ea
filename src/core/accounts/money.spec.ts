import { describe, expect, it } from 'vitest';
import { formatDecimal, formatMoney, formatMoneyAccessible, minusSign } from './money';

describe('formatMoney', () => {
  it.each([
    [0, '£0.00'],
    [1, '£0.01'],
    [99, '£0.99'],
    [100, '£1.00'],
    [123456, '£1,234.56'],
    [100000000, '£1,000,000.00'],
    [9999999999, '£99,999,999.99'],
  ])('%i pence is %s', (pence, text) => expect(formatMoney(pence)).toBe(text));

  it('puts a real minus sign before the pound sign of a negative amount', () => {
    expect(formatMoney(-1234)).toBe('\u2212£12.34');
    expect(formatMoney(-1234).startsWith(minusSign)).toBe(true);
    expect(formatMoney(-123456789)).toBe('\u2212£1,234,567.89');
  });

  it('never shows minus zero', () => {
    expect(formatMoney(-0)).toBe('£0.00');
  });

  it('rounds a stray fraction of a penny', () => {
    expect(formatMoney(1234.4)).toBe('£12.34');
  });
});

describe('formatMoneyAccessible', () => {
  it('says minus as a word', () => {
    expect(formatMoneyAccessible(-1234)).toBe('minus £12.34');
    expect(formatMoneyAccessible(123456)).toBe('£1,234.56');
  });
});

describe('formatDecimal', () => {
  it('gives plain numbers for files', () => {
    expect(formatDecimal(123456)).toBe('1234.56');
    expect(formatDecimal(-5)).toBe('-0.05');
    expect(formatDecimal(0)).toBe('0.00');
  });
});
