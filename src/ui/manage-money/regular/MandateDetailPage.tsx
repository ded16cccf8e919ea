import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { allowedChanges, mandateTypeLabels } from '../../../core/manage-money/regular-payment';
import { useViewModel } from '../../di/container-context';
import { Amount } from '../../shared/accounts/Amount';
import { DetailsList, NotFoundPanel } from '../../shared/manage-money/ListStates';
import { ManageMoneyDetailPage } from '../shared/ManageMoneyPage';
import { dateOrNone, frequencyText, payeeLine } from '../shared/format';
import { regularPath } from '../manage-money-paths';
import { RegularPaymentsViewModel } from './regular-payments.view-model';
import '../../shared/manage-money/manage-money.css';

export const changeLinkTexts = {
  amend: 'Change amount, date, frequency or reference',
  transfer: 'Pay it from another account',
  cancel: { 'standing-order': 'Cancel this standing order', 'direct-debit': 'Cancel this Direct Debit' },
} as const;

/** Shown where a regular payment the route names is not (or no longer) listed. */
export function MandateNotFound({ index }: { index: number }) {
  return <NotFoundPanel title="Regular payment not found" text="We could not find this regular payment. It may have been changed or cancelled." back={{ to: regularPath(index), text: 'Back to Regular payments' }} />;
}

/** /summary/{i}/manage-money/regular/{mandateType}/{mandateStatus}/{mandateIndex}: one regular payment. */
export const MandateDetailPage = observer(function MandateDetailPage() {
  const vm = useViewModel(RegularPaymentsViewModel);
  const { mandateType = '', mandateStatus = '', mandateIndex = '' } = useParams();
  return (
    <ManageMoneyDetailPage
      vm={vm}
      loadingLabel="Loading the regular payment"
      find={() => vm.mandate({ type: mandateType, status: mandateStatus, index: mandateIndex })}
      notFound={(index) => <MandateNotFound index={index} />}
      back={{ path: regularPath, text: 'Back to Regular payments' }}
    >
      {(m) => {
        const changes = allowedChanges(m);
        return (
          <>
            <h1>
              {mandateTypeLabels[m.type].one} to {m.payee.name}
            </h1>
            <DetailsList
              rows={[
                ['Status', m.status === 'active' ? 'Active' : m.status === 'cancelled' ? 'Cancelled' : 'Ended'],
                ['Payee', m.payee.name],
                payeeLine(m.payee) ? ['Payee account', payeeLine(m.payee)] : null,
                [m.type === 'direct-debit' ? 'Last amount' : 'Amount', m.amount === null ? 'None yet' : <Amount pence={m.amount} />],
                ['Frequency', frequencyText(m.frequency)],
                ['Next payment', dateOrNone(m.nextPaymentDate)],
                ['Last payment', dateOrNone(m.lastPaymentDate)],
                ['Reference', m.reference],
              ]}
            />
            {m.type === 'direct-debit' && m.status === 'active' ? (
              <p className="mm-note">
                The company that collects a Direct Debit sets its amount and dates. You can cancel it here; to change it, contact{' '}
                {m.payee.name}.
              </p>
            ) : null}
            {changes.length > 0 ? (
              <ul className="mm-actions">
                {changes.map((change) => (
                  <li key={change}>
                    <Link to={change}>{change === 'cancel' ? changeLinkTexts.cancel[m.type] : changeLinkTexts[change]}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        );
      }}
    </ManageMoneyDetailPage>
  );
});
