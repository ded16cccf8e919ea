import { Link } from 'react-router-dom';
import { accountPath } from '../../shared/accounts/account-paths';
import { useAccountIndex } from '../../shared/accounts/account/use-account-index';

/** /summary/{accountIndex}/manage-money: the hub for regular payments, beneficiaries and future payments. */
export function ManageMoneyPage() {
  const index = useAccountIndex();
  return (
    <div className="manage-money">
      <h1>Manage money</h1>
      <ul className="link-list">
        <li>
          <Link to={accountPath(index, 'manage-money/regular')}>Regular payments</Link>
          <p className="hint">Standing orders and Direct Debits from this account.</p>
        </li>
        <li>
          <Link to={accountPath(index, 'manage-money/beneficiaries')}>Beneficiaries</Link>
          <p className="hint">The people and companies you pay.</p>
        </li>
        <li>
          <Link to={accountPath(index, 'manage-money/future-payments')}>Future payments</Link>
          <p className="hint">Payments you have set up for a later date.</p>
        </li>
      </ul>
    </div>
  );
}
