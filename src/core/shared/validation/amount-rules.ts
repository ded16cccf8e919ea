import type { Pence } from '../../accounts/money';
import { SpecMessages } from './validation-messages';
import { penceOf, readPoundsAndPence } from './amount-reader';

/** docs/rules/field-validation.md and docs/rules/constants.md: minimum 0.01, default maximum 49999.99, upper bound 99999999 (in pounds). */
export const AmountLimits = { minimum: 1, defaultMaximum: 4_999_999, upperBound: 9_999_999_900 } as const;

/**
 * '£1,234.56', '1234.5', ' 25 ', '.05' -> pence. Null when it is not a plain amount of pounds (letters,
 * two points, a sign, commas not in thousands, more than 2 decimal places). Read by the one reader
 * every money form shares, so a comma anywhere but between thousands is never taken as pounds.
 */
export function parseAmount(raw: string): Pence | null {
  return penceOf(readPoundsAndPence(raw));
}

export interface AmountBounds {
  minimum?: Pence;
  maximum?: Pence;
}

/**
 * The amount rules in order: required, positive (a sign or zero), numeric, minimum, maximum. '0.001'
 * is a number above zero but under the minimum of £0.01, so it gets the minimum's message (it says
 * what to change); '1.234' is above the minimum yet no amount of money, so it is 'numeric'. The
 * maximum never passes the upper bound of £99,999,999.
 */
export function amountError(raw: string, bounds: AmountBounds = {}): string | null {
  const minimum = bounds.minimum ?? AmountLimits.minimum;
  const maximum = Math.min(bounds.maximum ?? AmountLimits.defaultMaximum, AmountLimits.upperBound);
  const reading = readPoundsAndPence(raw);
  if (reading.kind === 'empty') return SpecMessages.required;
  if (reading.kind === 'negative') return SpecMessages.amountPositive;
  if (reading.kind !== 'amount') {
    // The spec has one word for anything that is not a number, a misplaced comma included.
    const value = raw.trim().replace(/^£/, '').trim();
    const asNumber = /^\d*\.\d+$/.test(value) ? Number(value) : NaN;
    return asNumber > 0 && asNumber * 100 < minimum ? SpecMessages.amountMinimum(minimum) : SpecMessages.numeric;
  }
  const pence = reading.pence;
  if (pence === 0) return SpecMessages.amountPositive;
  if (pence < minimum) return SpecMessages.amountMinimum(minimum);
  if (pence > maximum) return SpecMessages.amountMaximum;
  return null;
}
