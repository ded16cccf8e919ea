/** Sort code in 2-digit groups (docs/rules/customer-entities.md): '123456' → '12-34-56'. Anything else is shown as sent. */
export function formatSortCode(sortCode: string | null | undefined): string {
  if (!sortCode) return '';
  const digits = sortCode.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}` : sortCode;
}

/** Sort code read digit by digit: '1 2, 3 4, 5 6'. */
export function formatSortCodeAccessible(sortCode: string | null | undefined): string {
  return formatSortCode(sortCode)
    .split('-')
    .map((pair) => pair.split('').join(' '))
    .join(', ');
}

/** The last four digits of a card or account number ('' when there are none). */
export function lastFour(number: string | null | undefined): string {
  const digits = (number ?? '').replace(/\D/g, '');
  return digits.slice(-4);
}

/**
 * A card number as the customer sees it: every digit but the last four hidden, in the usual 4-digit
 * groups: '**** **** **** 1234'. Only the last four are ever shown (PCI DSS allows first six + last
 * four; we show fewer). A number too short to mask is hidden completely.
 */
export function maskCardNumber(cardNumber: string | null | undefined): string {
  const digits = (cardNumber ?? '').replace(/\D/g, '');
  if (digits.length < 8) return '****';
  return `**** **** **** ${digits.slice(-4)}`;
}

/** What a screen reader should say instead of the asterisks: 'card ending 1 2 3 4'. */
export function maskCardNumberAccessible(cardNumber: string | null | undefined): string {
  const last = lastFour(cardNumber);
  return last ? `card ending ${last.split('').join(' ')}` : 'card';
}
