import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatSortCode } from '../../../core/accounts/account-identifiers';
import { useViewModel } from '../../di/container-context';
import { DetailsList } from '../shared/ListStates';
import { ManageMoneyListPage } from '../shared/ManageMoneyPage';
import { payeePath } from '../manage-money-paths';
import { PayeesViewModel } from './payees.view-model';
import '../manage-money.css';

const standingOrderCount = (n: number): string => (n === 1 ? '1 standing order' : `${n} standing orders`);

export const noPayees = 'You have no saved payees. A payee is saved when you pay someone new from Move money.';

/** /summary/{accountIndex}/manage-money/beneficiaries: the customer's payees. */
export const PayeesPage = observer(function PayeesPage() {
  const vm = useViewModel(PayeesViewModel);
  return (
    <ManageMoneyListPage vm={vm} title="Beneficiaries" loadingLabel="Loading payees">
      {(index) =>
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
    </ManageMoneyListPage>
  );
});
