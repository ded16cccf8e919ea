import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { mandateTypeLabels, type Mandate } from '../../../core/manage-money/regular-payment';
import { useViewModel } from '../../di/container-context';
import { Amount } from '../../shared/accounts/Amount';
import { DetailsList } from '../../shared/manage-money/ListStates';
import { ManageMoneyListPage } from '../shared/ManageMoneyPage';
import { dateOrNone, frequencyText, payeeLine } from '../shared/format';
import { mandatePath } from '../manage-money-paths';
import { RegularPaymentsViewModel } from './regular-payments.view-model';
import '../../shared/manage-money/manage-money.css';

/** The empty states (docs/api/manage-money.md lists them). */
export const noRegularPayments = 'You have no standing orders or Direct Debits on this account.';
export const noDirectDebits = 'You have no Direct Debits on this account.';

function MandateCard({ mandate, href }: { mandate: Mandate; href: string }) {
  return (
    <li className="mm-card">
      <h3 className="mm-card__title">
        <Link to={href}>
          {mandate.payee.name}
          <span className="visually-hidden">, {mandateTypeLabels[mandate.type].one.toLowerCase()}</span>
        </Link>
      </h3>
      <DetailsList
        rows={[
          payeeLine(mandate.payee) ? ['Payee account', payeeLine(mandate.payee)] : null,
          [mandate.type === 'direct-debit' ? 'Last amount' : 'Amount', mandate.amount === null ? 'None yet' : <Amount pence={mandate.amount} />],
          ['Frequency', frequencyText(mandate.frequency)],
          ['Next payment', dateOrNone(mandate.nextPaymentDate)],
          ['Last payment', dateOrNone(mandate.lastPaymentDate)],
          ['Reference', mandate.reference],
        ]}
      />
    </li>
  );
}

/** /summary/{accountIndex}/manage-money/regular: standing orders and Direct Debits by type and status. */
export const RegularPaymentsPage = observer(function RegularPaymentsPage() {
  const vm = useViewModel(RegularPaymentsViewModel);
  return (
    <ManageMoneyListPage vm={vm} title="Regular payments" loadingLabel="Loading regular payments">
      {(index) =>
        vm.groups.length === 0 ? (
          <p>{vm.standingOrdersShown ? noRegularPayments : noDirectDebits}</p>
        ) : (
          vm.groups.map((group) => (
            <section key={`${group.type}-${group.status}`} aria-labelledby={`group-${group.type}-${group.status}`}>
              <h2 id={`group-${group.type}-${group.status}`}>{group.title}</h2>
              <ul className="mm-list">
                {group.mandates.map((m, position) => (
                  <MandateCard key={m.id} mandate={m} href={mandatePath(index, m, position)} />
                ))}
              </ul>
            </section>
          ))
        )
      }
    </ManageMoneyListPage>
  );
});
