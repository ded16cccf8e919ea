import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatSortCode } from '../../../core/accounts/account-identifiers';
import { formatMoney } from '../../../core/accounts/money';
import { moveMoneyAccess } from '../../../core/move-money/move-money-access';
import { failurePanel } from '../../../core/shell/failure-panel';
import { accountPath, parseAccountIndex } from '../../shared/accounts/account-paths';
import { useViewModel } from '../../di/container-context';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { Loader } from '../../shared/Loader';
import { RequireAccess } from '../../shared/RequireAccess';
import { MoveMoneyIndexViewModel } from './move-money-index.view-model';
import '../move-money.css';

/** /summary/{accountIndex}/move-money: choose how to move money from this account. */
export const MoveMoneyIndexPage = () => (
  <RequireAccess requires={moveMoneyAccess.index} title="Move money">
    <MoveMoneyChoices />
  </RequireAccess>
);

const MoveMoneyChoices = observer(function MoveMoneyChoices() {
  const vm = useViewModel(MoveMoneyIndexViewModel);
  const index = parseAccountIndex(useParams().accountIndex) ?? -1;
  const base = accountPath(index, 'move-money');

  useEffect(() => {
    void vm.start();
  }, [vm]);

  const account = vm.account(index);
  if (vm.error) return <FailurePanelView panel={failurePanel(vm.error)} />;
  if (vm.loading || !account) return <Loader />;
  const targets = vm.transferTargets(index);
  const canPay = vm.canPay(index);
  return (
    <div className="move-money">
      <h1>Move money</h1>
      <p>
        From your {account.name}, balance {formatMoney(account.summary.balance)}.
      </p>
      {targets.length === 0 && !canPay ? <p>Money cannot be moved from this account online.</p> : null}
      {targets.length > 0 ? (
        <section aria-labelledby="mm-transfer">
          <h2 id="mm-transfer">Transfer between your accounts</h2>
          <ul className="choice-list">
            {targets.map(({ account: to, index: i }) => (
              <li key={to.id}>
                <Link to={`${base}/transfers/own/${i}`}>Transfer to {to.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {canPay ? (
        <>
          {vm.savedPayees.length > 0 ? (
            <section aria-labelledby="mm-saved">
              <h2 id="mm-saved">Pay someone you have paid before</h2>
              <ul className="choice-list">
                {vm.savedPayees.map((p) => (
                  <li key={p.id}>
                    <Link to={`${base}/transfers/payee/${encodeURIComponent(p.id)}`}>
                      Pay {p.name} <span className="choice-list__hint">{formatSortCode(p.sortCode)} {p.accountNumber}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {vm.on('moveMoneyNewMinorPayee') || vm.on('moveMoneyNewMajorPayee') ? (
            <section aria-labelledby="mm-new">
              <h2 id="mm-new">Pay someone new</h2>
              <ul className="choice-list">
                {vm.on('moveMoneyNewMinorPayee') ? (
                  <li>
                    <Link to={`${base}/new-payment`}>Pay a person or business by sort code and account number</Link>
                  </li>
                ) : null}
                {vm.on('moveMoneyNewMajorPayee')
                  ? vm.companies.map((c) => (
                      <li key={c.id}>
                        <Link to={`${base}/pay-company/${encodeURIComponent(c.id)}`}>Pay {c.name}</Link>
                      </li>
                    ))
                  : null}
              </ul>
            </section>
          ) : null}
          {vm.on('moveMoneyStandingOrders') ? (
            <section aria-labelledby="mm-regular">
              <h2 id="mm-regular">Set up a standing order</h2>
              <ul className="choice-list">
                <li>
                  <Link to={`${base}/pay-person-regular`}>Standing order to a person</Link>
                </li>
                {vm.on('moveMoneyNewMajorPayee')
                  ? vm.companies.map((c) => (
                      <li key={c.id}>
                        <Link to={`${base}/pay-company-regular/${encodeURIComponent(c.id)}`}>Standing order to {c.name}</Link>
                      </li>
                    ))
                  : null}
              </ul>
            </section>
          ) : null}
          {vm.on('moveMoneyInternational') ? (
            <section aria-labelledby="mm-international">
              <h2 id="mm-international">Pay someone abroad</h2>
              <ul className="choice-list">
                <li>
                  <Link to={`${base}/international`}>International payments</Link>
                </li>
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
      <p>
        <Link to={accountPath(index, 'transactions')}>Back to Transactions</Link>
      </p>
    </div>
  );
});
