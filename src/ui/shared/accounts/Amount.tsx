import { formatMoney, formatMoneyAccessible } from '../../../core/accounts/money';

/**
 * An amount from pence: '£1,234.56', or '−£12.34' for a negative one, with its own style so a
 * negative figure cannot be mistaken at a glance; screen readers hear 'minus £12.34'.
 */
export function Amount({ pence, className }: { pence: number; className?: string }) {
  const negative = pence < 0;
  const classes = ['amount', negative ? 'amount--negative' : '', className].filter(Boolean).join(' ');
  if (!negative) return <span className={classes}>{formatMoney(pence)}</span>;
  return (
    <span className={classes}>
      <span aria-hidden="true">{formatMoney(pence)}</span>
      <span className="visually-hidden">{formatMoneyAccessible(pence)}</span>
    </span>
  );
}
