import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { formatShortDate } from '../../../core/accounts/calendar-date';
import { alreadyProcessingMessage, canStop } from '../../../core/manage-money/change-rules';
import { useViewModel } from '../../di/container-context';
import { Amount } from '../../shared/accounts/Amount';
import { DetailsList, NotFoundPanel } from '../../shared/manage-money/ListStates';
import { ManageMoneyDetailPage } from '../shared/ManageMoneyPage';
import { payeeLine } from '../shared/format';
import { futurePaymentsPath } from '../manage-money-paths';
import { FuturePaymentsViewModel } from './future-payments.view-model';
import '../../shared/manage-money/manage-money.css';

export function FuturePaymentNotFound({ index }: { index: number }) {
  return <NotFoundPanel title="Payment not found" text="We could not find this payment. It may have been stopped or already made." back={{ to: futurePaymentsPath(index), text: 'Back to Future payments' }} />;
}

/** /summary/{i}/manage-money/future-payments/{paymentIndex}: one future payment, and stop. */
export const FuturePaymentDetailPage = observer(function FuturePaymentDetailPage() {
  const vm = useViewModel(FuturePaymentsViewModel);
  const { paymentIndex = '' } = useParams();
  return (
    <ManageMoneyDetailPage
      vm={vm}
      loadingLabel="Loading the payment"
      find={() => vm.payment(paymentIndex)}
      notFound={(index) => <FuturePaymentNotFound index={index} />}
      back={{ path: futurePaymentsPath, text: 'Back to Future payments' }}
    >
      {(p) => (
        <>
          <h1>Payment to {p.payee.name}</h1>
          <DetailsList
            rows={[
              ['Payee', p.payee.name],
              payeeLine(p.payee) ? ['Payee account', payeeLine(p.payee)] : null,
              ['Amount', <Amount key="a" pence={p.amount} />],
              ['Date', formatShortDate(p.date)],
              ['Reference', p.reference],
            ]}
          />
          {canStop(p, vm.today) ? (
            <ul className="mm-actions">
              <li>
                <Link to="stop">Stop this payment</Link>
              </li>
            </ul>
          ) : (
            <p className="mm-note">{alreadyProcessingMessage}</p>
          )}
        </>
      )}
    </ManageMoneyDetailPage>
  );
});
