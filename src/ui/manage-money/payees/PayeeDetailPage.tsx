import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { formatSortCode } from '../../../core/accounts/account-identifiers';
import { formatMoney } from '../../../core/accounts/money';
import { regularPaymentsUnknownWarning, regularPaymentsWarning } from '../../../core/manage-money/payee';
import { useViewModel } from '../../di/container-context';
import { accountPath } from '../../accounts/account-paths';
import { useAccountIndex } from '../../accounts/account/use-account-index';
import { DetailsList, LoadedContent } from '../shared/ListStates';
import { payeesPath } from '../manage-money-paths';
import { PayeesViewModel } from './payees.view-model';
import '../manage-money.css';

export function PayeeNotFound({ index }: { index: number }) {
  return (
    <div className="panel">
      <h1>Payee not found</h1>
      <p>We could not find this payee. It may have been deleted.</p>
      <Link to={payeesPath(index)}>Back to Beneficiaries</Link>
    </div>
  );
}

/** /summary/{i}/manage-money/beneficiaries/{beneficiaryIndex}: one payee, pay them, or delete. */
export const PayeeDetailPage = observer(function PayeeDetailPage() {
  const vm = useViewModel(PayeesViewModel);
  const index = useAccountIndex();
  const { beneficiaryIndex = '' } = useParams();
  useEffect(() => {
    void vm.load(index);
    return () => vm.dispose();
  }, [vm, index]);

  return (
    <div className="manage-money">
      <LoadedContent data={vm.data} loadingLabel="Loading the payee" onRetry={() => void vm.load(index)}>
        {() => {
          const payee = vm.payee(beneficiaryIndex);
          if (!payee) return <PayeeNotFound index={index} />;
          const regular = vm.regularPaymentsOf(payee);
          const warning = vm.regularPaymentsUnknown ? regularPaymentsUnknownWarning : regularPaymentsWarning(regular.length);
          return (
            <>
              <p>
                <Link to={payeesPath(index)}>Back to Beneficiaries</Link>
              </p>
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
                  {/* Paying a payee is move money's saved-payee flow (issue 8): straight to its details. */}
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
      </LoadedContent>
    </div>
  );
});
