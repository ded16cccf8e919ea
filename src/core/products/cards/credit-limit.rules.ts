import { formatMoney, type Pence } from '../../accounts/money';
import { SpecMessages } from '../../shared/validation/validation-messages';
import { penceOf, readWholePounds, wholePoundsReadingError } from '../../shared/validation/amount-reader';

export interface LimitRange {
  minimum: Pence;
  maximum: Pence;
}

/**
 * The credit limit asked for, in whole pounds ('3000', '£3,000'): pence are refused, because a bank
 * sets limits in pounds. Null when it is not a whole number of pounds.
 */
export function parseWholePounds(raw: string): Pence | null {
  return penceOf(readWholePounds(raw));
}

/**
 * What is wrong with the limit typed, or null. The spec's words where it has them (required, numeric,
 * the minimum); the maximum and whole pounds are ours: the payment limit's wording of docs/rules/field-validation.md
 * talks of a transaction, which a credit limit is not.
 */
export function creditLimitError(raw: string, range: LimitRange): string | null {
  const reading = readWholePounds(raw);
  const error = wholePoundsReadingError(reading, 'Enter a credit limit in whole pounds, like 3000');
  if (error !== null || reading.kind !== 'amount') return error;
  const pence = reading.pence;
  if (pence < range.minimum) return SpecMessages.amountMinimum(range.minimum);
  if (pence > range.maximum) return `The most you can ask for on this card is ${formatMoney(range.maximum)}. Please change the amount and try again.`;
  return null;
}
