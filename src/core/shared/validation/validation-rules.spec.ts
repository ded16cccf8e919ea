import { describe, expect, it } from 'vitest';
import { amountError, parseAmount } from './amount-rules';
import { alphanumericTextError, referenceError, requiredTextError, selectionError, shortTextError } from './text-rules';

const required = 'This field requires a value';
const selection = 'This field requires a selection';
const numeric = 'This field requires a numeric value';
const textLength = 'This field requires 1 to 18 characters';
const alphanumeric = 'Field must contain alpha numeric characters';
const reference = 'Reference must contain between 1 and 18 alpha numeric characters';
const positive = 'Monetary amount must be positive';
const minimum = 'Sorry, we cannot proceed with an amount under £0.01. Please change the amount and try again.';
const maximum =
  "Sorry we are unable to proceed with your request as it exceeds our limit for this type of transaction. Please see our 'Payment Limits' for more information.";

/** Every rule of docs/rules/field-validation.md the payment, standing order and message forms use, with its message. */
const table: [rule: string, check: (raw: string) => string | null, raw: string, expected: string | null][] = [
  ['required text', requiredTextError, '', required],
  ['required text', requiredTextError, '   ', required],
  ['required text', requiredTextError, 'x', null],
  ['alphanumeric text', alphanumericTextError, '', required],
  ['alphanumeric text', alphanumericTextError, "France, Spain (Bilbao) & O'Hare - 2/3 + \\ \"x\".", null],
  ['alphanumeric text', alphanumericTextError, 'Côte d\u2019Ivoire', alphanumeric],
  ['alphanumeric text', alphanumericTextError, 'Москва', alphanumeric],
  ['alphanumeric text', alphanumericTextError, 'rent <b>', alphanumeric],
  ['text length', shortTextError, '', required],
  ['text length', shortTextError, ' Jane Smith ', null],
  ['text length', shortTextError, 'A'.repeat(18), null],
  ['text length', shortTextError, 'A'.repeat(19), textLength],
  ['text length', shortTextError, 'Jane_Smith', alphanumeric],
  ['reference', referenceError, '', reference],
  ['reference', referenceError, '   ', reference],
  ['reference', referenceError, 'INV-2026/11 (A&B)', null],
  ['reference', referenceError, ` ${'R'.repeat(18)} `, null],
  ['reference', referenceError, 'R'.repeat(19), reference],
  ['reference', referenceError, 'café', reference],
  ['reference', referenceError, 'rent <script>', reference],
  ['selection', selectionError, '', selection],
  ['selection', selectionError, '-1', selection],
  ['selection', selectionError, 'null', selection],
  ['selection', selectionError, 'undefined', selection],
  ['selection', selectionError, 'placeholder', selection],
  ['selection', selectionError, 'Please select', selection],
  ['selection', selectionError, '-20', selection],
  ['selection', selectionError, 'MONTHLY', null],
  ['selection', selectionError, '0', null],
  ['amount', amountError, '', required],
  ['amount', amountError, '  ', required],
  ['amount', amountError, '25', null],
  ['amount', amountError, '£1,234.56', null],
  ['amount', amountError, '.05', null],
  ['amount', amountError, '0.01', null],
  ['amount', amountError, '49999.99', null],
  ['amount', amountError, 'abc', numeric],
  ['amount', amountError, '12.345', numeric],
  ['amount', amountError, '1.2.3', numeric],
  ['amount', amountError, '12,34', numeric],
  // a comma is a thousands separator only between groups of three after 1-3
  // digits; anywhere else the amount is not read as pounds.
  ['amount', amountError, ',100', numeric],
  ['amount', amountError, '£,100', numeric],
  ['amount', amountError, '1,00', numeric],
  ['amount', amountError, '1,0000', numeric],
  ['amount', amountError, '1234,567', numeric],
  ['amount', amountError, '1,,000', numeric],
  ['amount', amountError, '1,000,', numeric],
  ['amount', amountError, '.100', numeric],
  ['amount', amountError, '1.000,00', numeric],
  ['amount', amountError, '1,000', null],
  ['amount', amountError, '12,345.60', null],
  ['amount', amountError, '£ 9,999.99', null],
  ['amount', amountError, '.', numeric],
  ['amount', amountError, '0', positive],
  ['amount', amountError, '0.00', positive],
  ['amount', amountError, '-5', positive],
  ['amount', amountError, '£-1', positive],
  ['amount', amountError, '0.001', minimum],
  ['amount', amountError, '0.009', minimum],
  ['amount', amountError, '50000', maximum],
];

describe('docs/rules/field-validation.md rules (one set for every form)', () => {
  it.each(table)('%s: %j -> %j', (_rule, check, raw, expected) => {
    expect(check(raw)).toBe(expected);
  });

  it('selection: no value at all is no selection', () => {
    expect(selectionError(null)).toBe(selection);
    expect(selectionError(undefined)).toBe(selection);
  });

  it('amount: reads pounds as typed into pence', () => {
    expect(parseAmount('£1,234.56')).toBe(123456);
    expect(parseAmount(' 25 ')).toBe(2500);
    expect(parseAmount('0.5')).toBe(50);
    expect(parseAmount('.05')).toBe(5);
    expect(parseAmount('0.001')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount(',100')).toBeNull();
    expect(parseAmount('1,00')).toBeNull();
    expect(parseAmount('1,234,567.8')).toBe(123456780);
  });

  it('amount: a configured minimum and maximum, never past the upper bound of 99999999', () => {
    expect(amountError('4.99', { minimum: 500 })).toBe('Sorry, we cannot proceed with an amount under £5.00. Please change the amount and try again.');
    expect(amountError('250', { maximum: 20_000 })).toBe(maximum);
    expect(amountError('99999999', { maximum: Number.MAX_SAFE_INTEGER })).toBeNull();
    expect(amountError('100000000', { maximum: Number.MAX_SAFE_INTEGER })).toBe(maximum);
  });
});
