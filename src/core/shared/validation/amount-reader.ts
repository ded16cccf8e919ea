import type { Pence } from '../../accounts/money';
import { SpecMessages } from './validation-messages';

/**
 * What a typed amount of money says, before any form's range or wording is applied. Every form that
 * takes money reads it here, so one grouping rule decides what a comma means everywhere: ',100' is
 * never £100.00, whichever form it is typed into.
 */
export type AmountReading =
  | { kind: 'amount'; pence: Pence }
  | { kind: 'empty' }
  | { kind: 'negative' }
  /** A comma that is not a thousands separator (',100', '1,00', '1234,567', '1,000,'). */
  | { kind: 'misplaced-comma' }
  /** Pence given where only whole pounds are taken ('12.50'). */
  | { kind: 'pence-given' }
  | { kind: 'not-a-number' };

/** Pounds with thousands separators: 1-3 digits, then groups of ',ddd' only ('1,234', '12,345'). */
const groupedPounds = /^\d{1,3}(?:,\d{3})+$/;

/** Plain pounds and up to two decimal places; the pounds may be empty ('.05'), not both. */
const plainAmount = /^(\d*)(?:\.(\d{1,2}))?$/;

/** The words shown where a form has none of the spec's: a comma only between groups of three. */
export const AmountReaderMessages = {
  misplacedComma: 'Use a comma only to separate thousands, like 1,500',
} as const;

function withoutPoundSign(raw: string): string {
  return raw.trim().replace(/^£/, '').trim();
}

/** The pounds before the point with their thousands separators taken out, or null when a comma is misplaced. */
function ungrouped(value: string): string | null {
  if (!value.includes(',')) return value;
  const point = value.indexOf('.');
  const pounds = point === -1 ? value : value.slice(0, point);
  if (!groupedPounds.test(pounds)) return null;
  return pounds.replace(/,/g, '') + (point === -1 ? '' : value.slice(point));
}

/** '£1,234.56', '1234.5', ' 25 ', '.05' -> an amount in pence; anything else says what is wrong with it. */
export function readPoundsAndPence(raw: string): AmountReading {
  const value = withoutPoundSign(raw);
  if (value === '') return { kind: 'empty' };
  if (value.startsWith('-')) return { kind: 'negative' };
  const plain = ungrouped(value);
  if (plain === null) return { kind: 'misplaced-comma' };
  const match = plainAmount.exec(plain);
  if (!match || (match[1] === '' && match[2] === undefined)) return { kind: 'not-a-number' };
  const pence = Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(pence) ? { kind: 'amount', pence } : { kind: 'not-a-number' };
}

/**
 * '7500', '£7,500', '7,500.00' -> an amount in pence of whole pounds. A bank sets limits, loans and
 * monthly savings in pounds, so pence are refused ('pence-given') rather than rounded away.
 */
export function readWholePounds(raw: string): AmountReading {
  const reading = readPoundsAndPence(raw);
  if (reading.kind !== 'amount') return reading;
  return reading.pence % 100 === 0 ? reading : { kind: 'pence-given' };
}

/** The pence of a reading, or null for anything but an amount. */
export function penceOf(reading: AmountReading): Pence | null {
  return reading.kind === 'amount' ? reading.pence : null;
}

/**
 * The words for a whole-pounds entry that is not an amount: the spec's where it has them, the form's
 * own for pence, and the comma rule's. Null for an amount (its range is the form's to check).
 */
export function wholePoundsReadingError(reading: AmountReading, wholePoundsWords: string, notANumberWords: string = SpecMessages.numeric): string | null {
  switch (reading.kind) {
    case 'amount':
      return null;
    case 'empty':
      return SpecMessages.required;
    case 'negative':
      return SpecMessages.amountPositive;
    case 'misplaced-comma':
      return AmountReaderMessages.misplacedComma;
    case 'pence-given':
      return wholePoundsWords;
    case 'not-a-number':
      return notANumberWords;
  }
}
