import type { Transaction } from '../../../core/accounts/transaction';

/**
 * A transactions file as three parts: what comes before the rows, one row's text (its line ends
 * included) and what comes after. The whole file is `head + rows + tail`, so a writer can make it
 * at once (`wholeFile`) or a slice of rows at a time, yielding the main thread between slices
 * (FormatTransactionFileWriter), and both give the same bytes.
 */
export interface FileShape {
  head: string;
  row(transaction: Transaction): string;
  tail: string;
}

export function wholeFile(shape: FileShape, transactions: readonly Transaction[]): string {
  let rows = '';
  for (const t of transactions) rows += shape.row(t);
  return shape.head + rows + shape.tail;
}
