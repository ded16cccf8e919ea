import { describe, expect, it } from 'vitest';
import { creditLimitError, parseWholePounds } from './credit-limit.rules';

const range = { minimum: 50000, maximum: 1000000 };

describe('parseWholePounds', () => {
  it.each([
    ['3000', 300000],
    [' £3,000 ', 300000],
    ['10,000', 1000000],
    ['500', 50000],
    ['3000.50', null],
    ['3,00', null],
    ['abc', null],
    ['', null],
    ['-500', null],
  ])('%j → %j', (raw, pence) => {
    expect(parseWholePounds(raw)).toBe(pence);
  });
});

describe('creditLimitError (£500 to £10,000 in whole pounds)', () => {
  it.each([
    ['', 'This field requires a value'],
    ['   ', 'This field requires a value'],
    ['-3000', 'Monetary amount must be positive'],
    ['three thousand', 'This field requires a numeric value'],
    ['3000.50', 'Enter a credit limit in whole pounds, like 3000'],
    ['499', 'Sorry, we cannot proceed with an amount under £500.00. Please change the amount and try again.'],
    ['10001', 'The most you can ask for on this card is £10,000.00. Please change the amount and try again.'],
  ])('%j → %s', (raw, message) => {
    expect(creditLimitError(raw, range)).toBe(message);
  });

  it.each(['500', '3000', '£3,000', '10000'])('%j is a limit the bank can consider', (raw) => {
    expect(creditLimitError(raw, range)).toBeNull();
  });
});
