/** Money is held as integer pence everywhere (docs/rules/constants.md); only formatting turns it into pounds. */
export type Pence = number;

/** U+2212 MINUS SIGN: longer and clearer than a hyphen, so a negative balance cannot be misread. */
export const minusSign = '\u2212';

function poundsAndPence(pence: Pence): { negative: boolean; pounds: string; fraction: string } {
  const whole = Math.round(pence);
  const abs = Math.abs(whole);
  const pounds = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = String(abs % 100).padStart(2, '0');
  return { negative: whole < 0, pounds, fraction };
}

/** '£1,234.56', and for a negative amount '−£12.34' with a real minus sign. */
export function formatMoney(pence: Pence): string {
  const { negative, pounds, fraction } = poundsAndPence(pence);
  return `${negative ? minusSign : ''}£${pounds}.${fraction}`;
}

/**
 * The same amount as a screen reader should say it: some readers skip U+2212, so the sign is a word.
 * '£1,234.56' or 'minus £12.34'.
 */
export function formatMoneyAccessible(pence: Pence): string {
  const { negative, pounds, fraction } = poundsAndPence(pence);
  return `${negative ? 'minus ' : ''}£${pounds}.${fraction}`;
}

/** Plain decimal for files and software: '-1234.56' (ASCII hyphen, no £, no grouping). */
export function formatDecimal(pence: Pence): string {
  const { negative, pounds, fraction } = poundsAndPence(pence);
  return `${negative ? '-' : ''}${pounds.replace(/,/g, '')}.${fraction}`;
}
