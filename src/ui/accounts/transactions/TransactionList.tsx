import { memo, useEffect, useRef } from 'react';
import { formatLongDate, formatTransactionDate } from '../../../core/accounts/calendar-date';
import type { Transaction } from '../../../core/accounts/transaction';
import { Amount } from '../../shared/accounts/Amount';

import { useFixedRowWindow } from './fixed-row-window';

/** Every row has the same height, so nothing needs measuring while 100,000 rows scroll. */
export const transactionRowHeight = 56;
/** Until the browser has laid out the list (and in tests, where nothing is laid out) assume this height. */
const fallbackHeight = 480;

export interface TransactionListProps {
  transactions: readonly Transaction[];
  /** bankToday(clock), the bank's day in London: decides 'Today' and whether a date shows its year. */
  today: string;
  /** Whether the running balance column is shown (only when the bank sends balances). */
  showBalance: boolean;
  label: string;
}

const Row = memo(function Row({
  transaction,
  today,
  showBalance,
  rowIndex,
  top,
}: {
  transaction: Transaction;
  today: string;
  showBalance: boolean;
  rowIndex: number;
  top: number;
}) {
  const moneyIn = transaction.amount > 0;
  // 'Mon 3 Nov' is read badly by screen readers; they get 'Monday 3 November 2025'.
  const shortDate = formatTransactionDate(transaction.date, today);
  const longDate = formatLongDate(transaction.date, today);
  return (
    <div role="row" aria-rowindex={rowIndex} className="tx-row" style={{ transform: `translateY(${top}px)` }}>
      <span role="cell" className="tx-cell tx-cell--date">
        {shortDate === longDate ? (
          shortDate
        ) : (
          <>
            <span aria-hidden="true">{shortDate}</span>
            <span className="visually-hidden">{longDate}</span>
          </>
        )}
      </span>
      <span role="cell" className="tx-cell tx-cell--description">
        {transaction.description}
      </span>
      <span role="cell" className="tx-cell tx-cell--amount">
        <Amount pence={transaction.amount} className={moneyIn ? 'tx-amount--in' : undefined} />
      </span>
      {showBalance ? (
        <span role="cell" className="tx-cell tx-cell--balance">
          {transaction.balance === null ? '' : <Amount pence={transaction.balance} />}
        </span>
      ) : null}
    </div>
  );
});

/**
 * Years of history in one list: an ARIA table whose rows are virtualised (only those on screen are in
 * the DOM). aria-rowcount tells assistive technology how many rows there are in all and each row
 * carries its aria-rowindex. The scroll area is focusable so arrow keys and Page Up/Down scroll it.
 */
export function TransactionList({ transactions, today, showBalance, label }: TransactionListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { first, last } = useFixedRowWindow({
    count: transactions.length,
    rowHeight: transactionRowHeight,
    overscan: 8,
    scrollRef,
    fallbackHeight,
  });

  // A new result set (search, date filter) starts at its top.
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [transactions]);

  const rows = [];
  for (let index = first; index <= last; index += 1) {
    const transaction = transactions[index];
    if (!transaction) continue;
    rows.push(
      <Row
        key={transaction.id}
        transaction={transaction}
        today={today}
        showBalance={showBalance}
        rowIndex={index + 2}
        top={index * transactionRowHeight}
      />,
    );
  }
  return (
    // A scrollable region must be reachable by keyboard (WCAG 2.1.1) so arrows and Page Up/Down scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={scrollRef} className="tx-scroll" tabIndex={0} role="region" aria-label={`${label}, scrollable`}>
      <div role="table" aria-label={label} aria-rowcount={transactions.length + 1} className="tx-table">
        <div role="rowgroup" className="tx-head">
          <div role="row" aria-rowindex={1} className="tx-row tx-row--head">
            <span role="columnheader" className="tx-cell tx-cell--date">
              Date
            </span>
            <span role="columnheader" className="tx-cell tx-cell--description">
              Description
            </span>
            <span role="columnheader" className="tx-cell tx-cell--amount">
              Amount
            </span>
            {showBalance ? (
              <span role="columnheader" className="tx-cell tx-cell--balance">
                Balance
              </span>
            ) : null}
          </div>
        </div>
        <div role="rowgroup" className="tx-body" style={{ height: transactions.length * transactionRowHeight }}>
          {rows}
        </div>
      </div>
    </div>
  );
}
