import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatShortDate } from '../../../core/accounts/calendar-date';
import { useViewModel } from '../../di/container-context';
import { Amount } from '../../accounts/shared/Amount';
import { accountPath } from '../../accounts/account-paths';
import { useAccountIndex } from '../../accounts/account/use-account-index';
import { DetailsList, LoadedContent } from '../shared/ListStates';
import { payeeLine } from '../shared/format';
import { futurePaymentPath } from '../manage-money-paths';
import { FuturePaymentsViewModel } from './future-payments.view-model';
import '../manage-money.css';

export const noFuturePayments = 'You have no payments set up for a later date from this account.';

/** /summary/{accountIndex}/manage-money/future-payments: one-off payments set for a later date. */
export const FuturePaymentsPage = observer(function FuturePaymentsPage() {
  const vm = useViewModel(FuturePaymentsViewModel);
  const index = useAccountIndex();
  useEffect(() => {
    void vm.load(index);
    return () => vm.dispose();
  }, [vm, index]);

  return (
    <div className="manage-money">
      <p>
        <Link to={accountPath(index, 'manage-money')}>Back to Manage money</Link>
      </p>
      <h1>Future payments</h1>
      <LoadedContent data={vm.data} loadingLabel="Loading future payments" onRetry={() => void vm.load(index)}>
        {() =>
          vm.payments.length === 0 ? (
            <p>{noFuturePayments}</p>
          ) : (
            <ul className="mm-list">
              {vm.payments.map((p, position) => (
                <li className="mm-card" key={p.id}>
                  <h2 className="mm-card__title">
                    <Link to={futurePaymentPath(index, position)}>{p.payee.name}</Link>
                  </h2>
                  <DetailsList
                    rows={[
                      payeeLine(p.payee) ? ['Payee account', payeeLine(p.payee)] : null,
                      ['Amount', <Amount key="a" pence={p.amount} />],
                      ['Date', formatShortDate(p.date)],
                      ['Reference', p.reference],
                    ]}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </LoadedContent>
    </div>
  );
});
