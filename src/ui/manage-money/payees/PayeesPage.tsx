import { observer } from 'mobx-react-lite';
import { formatSortCode } from '../../../core/accounts/account-identifiers';
import { useViewModel } from '../../di/container-context';
import { CardList } from '../../shared/manage-money/ListStates';
import { ManageMoneyListPage } from '../shared/ManageMoneyPage';
import { payeePath } from '../manage-money-paths';
import { PayeesViewModel } from './payees.view-model';
import '../../shared/manage-money/manage-money.css';

const standingOrderCount = (n: number): string => (n === 1 ? '1 standing order' : `${n} standing orders`);

export const noPayees = 'You have no saved payees. A payee is saved when you pay someone new from Move money.';

/** /summary/{accountIndex}/manage-money/beneficiaries: the customer's payees. */
export const PayeesPage = observer(function PayeesPage() {
  const vm = useViewModel(PayeesViewModel);
  return (
    <ManageMoneyListPage vm={vm} title="Beneficiaries" loadingLabel="Loading payees">
      {(index) => (
        <CardList
          items={vm.payees}
          empty={noPayees}
          title={(p) => p.name}
          href={(_p, position) => payeePath(index, position)}
          rows={(p) => [
            ['Sort code', formatSortCode(p.sortCode)],
            ['Account number', p.accountNumber],
            ['Reference', p.reference],
            vm.regularPaymentsOf(p).length > 0 ? ['Regular payments', standingOrderCount(vm.regularPaymentsOf(p).length)] : null,
          ]}
        />
      )}
    </ManageMoneyListPage>
  );
});
