import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatSortCode } from '../../../core/accounts/account-identifiers';
import { useViewModel } from '../../di/container-context';
import { accountPath } from '../../accounts/account-paths';
import { useAccountIndex } from '../../accounts/account/use-account-index';
import { DetailsList, LoadedContent } from '../shared/ListStates';
import { payeePath } from '../manage-money-paths';
import { PayeesViewModel } from './payees.view-model';
import '../manage-money.css';

const standingOrderCount = (n: number): string => (n === 1 ? '1 standing order' : `${n} standing orders`);

export const noPayees = 'You have no saved payees. A payee is saved when you pay someone new from Move money.';

/** /summary/{accountIndex}/manage-money/beneficiaries: the customer's payees. */
export const PayeesPage = observer(function PayeesPage() {
  const vm = useViewModel(PayeesViewModel);
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
      <h1>Beneficiaries</h1>
      <LoadedContent data={vm.data} loadingLabel="Loading payees" onRetry={() => void vm.load(index)}>
        {() =>
          vm.payees.length === 0 ? (
            <p>{noPayees}</p>
          ) : (
            <ul className="mm-list">
              {vm.payees.map((p, position) => (
                <li className="mm-card" key={p.id}>
                  <h2 className="mm-card__title">
                    <Link to={payeePath(index, position)}>{p.name}</Link>
                  </h2>
                  <DetailsList
                    rows={[
                      ['Sort code', formatSortCode(p.sortCode)],
                      ['Account number', p.accountNumber],
                      ['Reference', p.reference],
                      vm.regularPaymentsOf(p).length > 0 ? ['Regular payments', standingOrderCount(vm.regularPaymentsOf(p).length)] : null,
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
