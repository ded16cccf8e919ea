/**
 * A rate held as whole basis points (6.9% = 690) so rates, like money, are integers on the wire and in
 * the tables; only the arithmetic of repayments and of the APR turns them into a fraction. The one
 * rate type for loans, cards and their examples.
 */
export type BasisPoints = number;

/** '6.9%', '12.9%', '6.69%', '0%': a rate as the customer reads it, no trailing zeros. */
export function formatRate(rate: BasisPoints): string {
  const percent = (rate / 100).toFixed(2).replace(/\.?0+$/, '');
  return `${percent}%`;
}
