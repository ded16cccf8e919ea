import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useViewModel } from '../../di/container-context';
import { accountPath } from '../account-paths';
import { AccountViewModel } from '../account/account.view-model';
import { useAccountIndex } from '../account/use-account-index';

/** /summary/{accountIndex}/move-money: what this account can do with money, and where to start. */
export const MoveMoneyPage = observer(function MoveMoneyPage() {
  const vm = useViewModel(AccountViewModel);
  const index = useAccountIndex();
  const account = vm.account(index);
  const move = account?.moveMoney;
  const options = [
    move?.canTransferFrom ? 'Transfer money to another of your accounts' : null,
    move?.canPay ? 'Pay a person or a company' : null,
    move?.canTransferTo ? 'Receive transfers from your other accounts' : null,
  ].filter((o): o is string => o !== null);
  return (
    <div className="move-money">
      <h1>Move money</h1>
      {options.length > 0 ? (
        <>
          <p>From this account you can:</p>
          <ul>
            {options.map((o) => (
              <li key={o}>{o}</li>
            ))}
          </ul>
          <p>Payments and transfers open here with the move-money service, coming soon.</p>
        </>
      ) : (
        <p>Money cannot be moved from this account online.</p>
      )}
      <p>
        <Link to={accountPath(index, 'transactions')}>Back to Transactions</Link>
      </p>
    </div>
  );
});
