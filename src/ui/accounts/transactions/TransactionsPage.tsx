import { useEffect, useLayoutEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { formatShortDate } from '../../../core/accounts/calendar-date';
import { noSearchResultsMessage } from '../../../core/shared/error-codes';
import { useViewModel } from '../../di/container-context';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { Loader } from '../../shared/Loader';
import { Button } from '../../shared/Button';
import { useAccountIndex } from '../../shared/accounts/account/use-account-index';
import { Amount } from '../../shared/accounts/Amount';
import { markAfterPaint, perfMark } from '../shared/perf-marks';
import { DateRangeFilter, fieldIds } from './DateRangeFilter';
import { TransactionList } from './TransactionList';
import { TransactionsViewModel } from './transactions.view-model';

const rangeIds = fieldIds('tx-range');

const CreditCardInfo = observer(function CreditCardInfo({ vm }: { vm: TransactionsViewModel }) {
  const info = vm.creditCardInfo;
  if (!info) return null;
  return (
    <section className="section" aria-labelledby="card-payment-title">
      <h2 id="card-payment-title">Payment information</h2>
      <dl className="figures">
        <div className="figures__row">
          <dt>Statement balance</dt>
          <dd>
            <Amount pence={info.statementBalance} />
          </dd>
        </div>
        <div className="figures__row">
          <dt>Minimum payment</dt>
          <dd>
            <Amount pence={info.minimumPayment} />
          </dd>
        </div>
        <div className="figures__row">
          <dt>Payment due date</dt>
          <dd>{formatShortDate(info.paymentDueDate)}</dd>
        </div>
        <div className="figures__row">
          <dt>Last statement date</dt>
          <dd>{formatShortDate(info.lastStatementDate)}</dd>
        </div>
        <div className="figures__row">
          <dt>Credit limit</dt>
          <dd>
            <Amount pence={info.creditLimit} />
          </dd>
        </div>
        <div className="figures__row">
          <dt>Available credit</dt>
          <dd>
            <Amount pence={info.availableCredit} />
          </dd>
        </div>
      </dl>
    </section>
  );
});

const InterestRatesSection = observer(function InterestRatesSection({ vm }: { vm: TransactionsViewModel }) {
  const rates = vm.interestRates?.rates ?? [];
  if (rates.length === 0) return null;
  return (
    <section className="section" aria-labelledby="interest-title">
      <h2 id="interest-title">Interest rates</h2>
      <dl className="figures">
        {rates.map((rate) => (
          <div className="figures__row" key={`${rate.label}-${rate.basis}`}>
            <dt>{rate.label}</dt>
            <dd>
              {rate.ratePercent.toFixed(2)}% {rate.basis}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
});

const ResultsStatus = observer(function ResultsStatus({ vm }: { vm: TransactionsViewModel }) {
  const count = vm.visible.length;
  let text: string;
  if (count === 0) text = vm.searching || vm.appliedRange ? noSearchResultsMessage : 'There are no transactions on this account.';
  else if (vm.searching || vm.appliedRange) text = `${count.toLocaleString('en-GB')} ${count === 1 ? 'transaction' : 'transactions'} found`;
  else text = `Showing ${count.toLocaleString('en-GB')} ${count === 1 ? 'transaction' : 'transactions'}`;
  return (
    <p className="results-status" role="status">
      {text}
    </p>
  );
});

const TransactionResults = observer(function TransactionResults({ vm }: { vm: TransactionsViewModel }) {
  const visible = vm.visible;
  // Benchmark: every commit of a new result set is marked once it has been painted.
  useLayoutEffect(() => {
    perfMark('transactions:rendered');
    markAfterPaint('transactions:painted');
  }, [visible]);
  return (
    <>
      <ResultsStatus vm={vm} />
      {visible.length > 0 ? (
        <TransactionList transactions={visible} today={vm.today} showBalance={vm.showBalance} label="Transactions" />
      ) : null}
    </>
  );
});

/** /summary/{accountIndex}/transactions (docs/rules/customer-screens.md, docs/rules/field-validation.md and docs/rules/error-catalogue.md). */
export const TransactionsPage = observer(function TransactionsPage() {
  const vm = useViewModel(TransactionsViewModel);
  const accountIndex = useAccountIndex();

  useEffect(() => {
    void vm.open(accountIndex);
    return () => vm.dispose();
  }, [vm, accountIndex]);

  // The search index of a long history is made once the list is painted (after the painted mark),
  // so neither the first render nor the first keystroke waits for it.
  const list = vm.load.status === 'loaded' ? vm.all : null;
  useEffect(() => {
    if (list === null || typeof requestAnimationFrame !== 'function') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => vm.prepareSearch(), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [vm, list]);

  const summaryErrors = vm.rangeErrors.map((e) => ({ fieldId: e.field === 'from' ? rangeIds.from : rangeIds.to, message: e.message }));

  return (
    <div className="transactions">
      <ErrorSummary errors={summaryErrors} focusKey={vm.rangeAttempt} />
      <h1>Transactions</h1>
      <CreditCardInfo vm={vm} />
      <InterestRatesSection vm={vm} />
      {vm.load.status === 'loading' ? <Loader label="Loading transactions" /> : null}
      {vm.failure ? (
        <FailurePanelView panel={vm.failure} headingLevel={2}>
          <Button onClick={() => void vm.open(accountIndex)}>Try again</Button>
        </FailurePanelView>
      ) : null}
      {vm.load.status === 'loaded' ? (
        <>
          <div className="search" role="search" aria-label="Transactions">
            <label className="label" htmlFor="tx-search">
              Search transactions
            </label>
            <p id="tx-search-hint" className="hint">
              By description or amount, for example Tesco or 12.34
            </p>
            <div className="search__row">
              <input
                id="tx-search"
                type="search"
                className="input"
                value={vm.query}
                onChange={(e) => vm.setQuery(e.target.value)}
                aria-describedby="tx-search-hint"
                autoComplete="off"
              />
              {vm.query ? (
                <Button variant="secondary" onClick={vm.clearQuery}>
                  Clear search
                </Button>
              ) : null}
            </div>
          </div>
          <DateRangeFilter
            idPrefix="tx-range"
            from={vm.fromInput}
            to={vm.toInput}
            fromError={vm.errorFor('from')}
            toError={vm.errorFor('to')}
            onFrom={vm.setFrom}
            onTo={vm.setTo}
            today={vm.today}
            active={vm.appliedRange !== null}
            onApply={vm.applyRange}
            onClear={vm.clearRange}
          />
          <TransactionResults vm={vm} />
        </>
      ) : null}
    </div>
  );
});
