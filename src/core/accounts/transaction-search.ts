import type { Pence } from './money';
import type { Transaction } from './transaction';

/**
 * What an amount query asks for: an exact amount when pence are given ('12.34', '£12.34', '-12.34'),
 * or any amount with those whole pounds when not ('12' finds £12.00 and £12.99). The sign is ignored:
 * the customer searches for the figure they remember, in or out.
 */
export type AmountQuery = { kind: 'exact'; pence: Pence } | { kind: 'pounds'; pounds: number };

const amountPattern = /^[-\u2212+]?£?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

export function parseAmountQuery(query: string): AmountQuery | null {
  const match = amountPattern.exec(query.trim());
  if (!match) return null;
  const pounds = Number((match[1] ?? '').replace(/,/g, ''));
  if (match[2] === undefined) return { kind: 'pounds', pounds };
  return { kind: 'exact', pence: pounds * 100 + Number(match[2].padEnd(2, '0')) };
}

export function matchesAmount(amount: Pence, query: AmountQuery): boolean {
  const abs = Math.abs(Math.round(amount));
  return query.kind === 'exact' ? abs === query.pence : Math.floor(abs / 100) === query.pounds;
}

const normalise = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Transactions whose description contains the query (case and spacing ignored) or whose amount
 * matches it. An empty query returns the whole list (clearing the search restores it).
 */
export function searchTransactions<T extends Pick<Transaction, 'description' | 'amount'>>(
  transactions: readonly T[],
  query: string,
): T[] {
  const text = normalise(query);
  if (!text) return [...transactions];
  const amount = parseAmountQuery(query);
  return transactions.filter(
    (t) => normalise(t.description).includes(text) || (amount !== null && matchesAmount(t.amount, amount)),
  );
}
