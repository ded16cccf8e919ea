import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { formatSortCode } from '../../../core/accounts/account-identifiers';
import { formatMoney } from '../../../core/accounts/money';
import { regularPaymentsUnknownWarning, regularPaymentsWarning } from '../../../core/manage-money/payee';
import { useViewModel } from '../../di/container-context';
import { accountPath } from '../../shared/accounts/account-paths';
import { DetailsList, NotFoundPanel } from '../../shared/manage-money/ListStates';
import { ManageMoneyDetailPage } from '../shared/ManageMoneyPage';
import { payeesPath } from '../manage-money-paths';
import { PayeesViewModel } from './payees.view-model';
import '../../shared/manage-money/manage-money.css';

export function PayeeNotFound({ index }: { index: number }) {
  return <NotFoundPanel title="Payee not found" text="We could not find this payee. It may have been deleted." back={{ to: payeesPath(index), text: 'Back to Beneficiaries' }} />;
}

/** /summary/{i}/manage-money/beneficiaries/{beneficiaryIndex}: one payee, pay them, or delete. */
export const PayeeDetailPage = observer(function PayeeDetailPage() {
  const vm = useViewModel(PayeesViewModel);
  const { beneficiaryIndex = '' } = useParams();
  return (
    <ManageMoneyDetailPage
      vm={vm}
      loadingLabel="Loading the payee"
      find={() => vm.payee(beneficiaryIndex)}
      notFound={(index) => <PayeeNotFound index={index} />}
      back={{ path: payeesPath, text: 'Back to Beneficiaries' }}
    >
      {(payee, index) => {
        const regular = vm.regularPaymentsOf(payee);
        const warning = vm.regularPaymentsUnknown ? regularPaymentsUnknownWarning : regularPaymentsWarning(regular.length);
        return (
          <>
            <h1>{payee.name}</h1>
            <DetailsList
              rows={[
                ['Sort code', formatSortCode(payee.sortCode)],
                ['Account number', payee.accountNumber],
                ['Reference', payee.reference],
                regular.length > 0
                  ? ['Regular payments', regular.map((m) => `${m.amount === null ? '' : formatMoney(m.amount)} ${m.reference}`.trim()).join(', ')]
                  : null,
              ]}
            />
            {warning ? <p className="mm-note">{warning}</p> : null}
            <ul className="mm-actions">
              <li>
                {/* Paying a payee is move money's saved-payee flow: straight to its details. */}
                <Link to={`${accountPath(index, 'move-money')}/transfers/payee/${encodeURIComponent(payee.id)}`}>
                  Pay this payee
                </Link>
              </li>
              <li>
                <Link to="delete">Delete this payee</Link>
              </li>
            </ul>
          </>
        );
      }}
    </ManageMoneyDetailPage>
  );
});
