import { useEffect, useLayoutEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { formatShortDate, formatTransactionDate } from '../../../core/accounts/calendar-date';
import { Modal } from '../../shared/Modal';
import { Button } from '../../shared/Button';
import { Loader } from '../../shared/Loader';
import { MissingContentPanel, SectionFailureNotice, UpcomingTransactionsDisabledPanel } from '../../shared/UnavailablePanels';
import { useViewModel } from '../../di/container-context';
import { Amount } from '../../shared/accounts/Amount';
import { balancesPaintedMark, markAfterPaint, perfMark } from '../shared/perf-marks';
import { AccountCard } from './AccountCard';
import { BalancesViewModel } from './balances.view-model';
import { MarketingPlacement } from './MarketingPlacement';
import { SummarySplash } from './SummarySplash';

export const upcomingEmptyText = 'You have no upcoming transactions to display';
export const pendingEmptyText = 'You have no pending card authorisations to display';

const LastLogonLine = observer(function LastLogonLine({ vm }: { vm: BalancesViewModel }) {
  const state = vm.lastLogon;
  if (!vm.showLastLogon || state.status !== 'loaded') return null;
  const { date, time, unsuccessfulCount } = state.value;
  return (
    <p className="last-logon">
      Last logged on {formatShortDate(date)} at {time}.{' '}
      {unsuccessfulCount === 1
        ? '1 unsuccessful log on attempt since.'
        : `${unsuccessfulCount} unsuccessful log on attempts since.`}
    </p>
  );
});

const UpcomingFailureNotice = observer(function UpcomingFailureNotice({ vm }: { vm: BalancesViewModel }) {
  const failure = vm.upcomingFailure;
  if (!failure) return null;
  switch (failure.kind) {
    case 'disabled':
      return <UpcomingTransactionsDisabledPanel />;
    case 'missingContent':
      return <MissingContentPanel />;
    case 'failed':
      return <SectionFailureNotice code={failure.code} />;
  }
});

const UpcomingSection = observer(function UpcomingSection({ vm }: { vm: BalancesViewModel }) {
  const state = vm.upcoming;
  return (
    <section className="section" aria-labelledby="upcoming-title">
      <h2 id="upcoming-title">Upcoming transactions</h2>
      {state.status === 'loading' ? <Loader size={24} label="Loading upcoming transactions" /> : null}
      <UpcomingFailureNotice vm={vm} />
      {state.status === 'loaded' && state.value.length === 0 ? <p className="empty">{upcomingEmptyText}</p> : null}
      {state.status === 'loaded' && state.value.length > 0 ? (
        <ul className="item-list">
          {state.value.map((u) => (
            <li key={u.id} className="item-list__row">
              <span className="item-list__date">{formatTransactionDate(u.date, vm.today)}</span>
              <span className="item-list__text">{u.description}</span>
              <Amount pence={u.amount} className="item-list__amount" />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
});

const PendingSection = observer(function PendingSection({ vm }: { vm: BalancesViewModel }) {
  if (!vm.showPending) return null;
  const state = vm.pending;
  return (
    <section className="section" aria-labelledby="pending-title">
      <h2 id="pending-title">Pending card authorisations</h2>
      {state.status === 'loading' ? <Loader size={24} label="Loading pending card authorisations" /> : null}
      {state.status === 'failed' ? <p className="notice">{vm.pendingUnavailableText}</p> : null}
      {state.status === 'loaded' && state.value.length === 0 ? <p className="empty">{pendingEmptyText}</p> : null}
      {state.status === 'loaded' && state.value.length > 0 ? (
        <ul className="item-list">
          {state.value.map((p) => (
            <li key={p.id} className="item-list__row">
              <span className="item-list__date">{formatTransactionDate(p.date, vm.today)}</span>
              <span className="item-list__text">
                {p.merchant} <span className="item-list__meta">(card ending {p.cardLast4})</span>
              </span>
              <Amount pence={p.amount} className="item-list__amount" />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
});

/** /summary, the Balances home (docs/rules/customer-screens.md, docs/rules/customer-entities.md and docs/rules/error-catalogue.md). Accounts are loaded by the accounts gate. */
export const BalancesPage = observer(function BalancesPage() {
  const vm = useViewModel(BalancesViewModel);

  useEffect(() => {
    vm.load();
    return () => vm.dispose();
  }, [vm]);

  const count = vm.accounts.length;
  // What stands above the list and the nicknames heading its cards have their answers (a failed one
  // paints without it): painted before, the list would move or change under the customer's eyes.
  const settled = vm.aboveListSettled;
  // Benchmark marks: 'accounts:answer' is set when the answer arrived; this marks the list on screen.
  useLayoutEffect(() => {
    if (count === 0 || !settled) return;
    perfMark('accounts:rendered');
    markAfterPaint(balancesPaintedMark);
  }, [count, settled]);

  // The accounts gate's loader stays until the list can be painted where it will stay (CLS 0).
  if (!settled) return <Loader label="Loading your accounts" />;

  return (
    <div className="balances">
      <h1>Balances</h1>
      <SummarySplash />
      <LastLogonLine vm={vm} />
      <MarketingPlacement label="Offers" banners={vm.banners('accountsList')} onClose={vm.closeBanner} onPopout={vm.openPopout} />
      <section className="section" aria-labelledby="accounts-title">
        <h2 id="accounts-title">Your accounts</h2>
        <ul className="account-list">
          {vm.accounts.map((account, index) => (
            <AccountCard key={account.id} account={account} index={index} nickname={vm.nicknameOf(account.id)} />
          ))}
        </ul>
      </section>
      <MarketingPlacement
        label="More offers"
        banners={vm.banners('accountsListEnd')}
        onClose={vm.closeBanner}
        onPopout={vm.openPopout}
      />
      <UpcomingSection vm={vm} />
      <PendingSection vm={vm} />
      <Modal
        open={vm.popout !== null}
        title={vm.popout?.action.type === 'popout' ? vm.popout.action.popout.title : ''}
        onClose={vm.closePopout}
        actions={
          <>
            {vm.popout?.action.type === 'popout' && vm.popout.action.popout.ctaText && vm.popout.action.popout.ctaUrl ? (
              <a className="button" href={vm.popout.action.popout.ctaUrl} target="_blank" rel="noopener noreferrer">
                {vm.popout.action.popout.ctaText}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : null}
            <Button variant="secondary" onClick={vm.closePopout}>
              Close
            </Button>
          </>
        }
      >
        {vm.popout?.action.type === 'popout' ? vm.popout.action.popout.paragraphs.map((p) => <p key={p}>{p}</p>) : null}
      </Modal>
    </div>
  );
});
