import type { Pence } from '../../accounts/money';
import { SpecMessages } from './validation-messages';

/** Spec 02 sections 5 and 9: minimum 0.01, default maximum 49999.99, upper bound 99999999 (in pounds). */
export const AmountLimits = { minimum: 1, defaultMaximum: 4_999_999, upperBound: 9_999_999_900 } as const;

/** Pounds with thousands separators: 1-3 digits, then groups of ',ddd' only ('1,234', '12,345.60'). */
const grouped = /^\d{1,3}(?:,\d{3})+(?=\.|$)/;

/**
 * The typed amount without its pound sign and thousands separators. A comma anywhere else (',100',
 * '1,00', '1234,567') is left in, so the amount is not read as pounds and gets the numeric message
 * rather than being taken as another sum than the customer meant (issue 26 defect 6).
 */
function cleaned(raw: string): string {
  const value = raw.trim().replace(/^£/, '').trim();
  return value.replace(grouped, (pounds) => pounds.replace(/,/g, ''));
}

/**
 * '£1,234.56', '1234.5', ' 25 ', '.05' -> pence. Null when it is not a plain amount of pounds (letters,
 * two points, a sign, commas not in thousands, more than 2 decimal places).
 */
export function parseAmount(raw: string): Pence | null {
  const match = /^(\d*)(?:\.(\d{1,2}))?$/.exec(cleaned(raw));
  if (!match || (match[1] === '' && match[2] === undefined)) return null;
  return Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
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
  const value = cleaned(raw);
  if (value === '') return SpecMessages.required;
  if (value.startsWith('-')) return SpecMessages.amountPositive;
  const pence = parseAmount(value);
  if (pence === null) {
    const asNumber = /^\d*\.\d+$/.test(value) ? Number(value) : NaN;
    return asNumber > 0 && asNumber * 100 < minimum ? SpecMessages.amountMinimum(minimum) : SpecMessages.numeric;
  }
  if (pence === 0) return SpecMessages.amountPositive;
  if (pence < minimum) return SpecMessages.amountMinimum(minimum);
  if (pence > maximum) return SpecMessages.amountMaximum;
  return null;
}
