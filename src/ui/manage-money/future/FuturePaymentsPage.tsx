import { observer } from 'mobx-react-lite';
import { formatShortDate } from '../../../core/accounts/calendar-date';
import { useViewModel } from '../../di/container-context';
import { Amount } from '../../shared/accounts/Amount';
import { CardList } from '../../shared/manage-money/ListStates';
import { ManageMoneyListPage } from '../shared/ManageMoneyPage';
import { payeeLine } from '../shared/format';
import { futurePaymentPath } from '../manage-money-paths';
import { FuturePaymentsViewModel } from './future-payments.view-model';
import '../../shared/manage-money/manage-money.css';

export const noFuturePayments = 'You have no payments set up for a later date from this account.';

/** /summary/{accountIndex}/manage-money/future-payments: one-off payments set for a later date. */
export const FuturePaymentsPage = observer(function FuturePaymentsPage() {
  const vm = useViewModel(FuturePaymentsViewModel);
  return (
    <ManageMoneyListPage vm={vm} title="Future payments" loadingLabel="Loading future payments">
      {(index) => (
        <CardList
          items={vm.payments}
          empty={noFuturePayments}
          title={(p) => p.payee.name}
          href={(_p, position) => futurePaymentPath(index, position)}
          rows={(p) => [
            payeeLine(p.payee) ? ['Payee account', payeeLine(p.payee)] : null,
            ['Amount', <Amount key="a" pence={p.amount} />],
            ['Date', formatShortDate(p.date)],
            ['Reference', p.reference],
          ]}
        />
      )}
    </ManageMoneyListPage>
  );
});
