import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { isCreditCard } from '../../core/accounts/category';
import { ChangeAccountNickname } from '../../core/account-nickname/change-account-nickname.use-case';
import { useOptionalInjection, useViewModel } from '../di/container-context';
import { accountPath } from '../shared/accounts/account-paths';
import { AccountViewModel } from '../shared/accounts/account/account.view-model';
import { useAccountIndex } from '../shared/accounts/account/use-account-index';
import { sendNotAllowedText } from '../shared/messages/RequireSendAllowed';
import { categories, formsIn } from './manage-account-forms';

/** /summary/{accountIndex}/manage-account: what the customer can do or ask about this account. */
export const ManageAccountPage = observer(function ManageAccountPage() {
  const vm = useViewModel(AccountViewModel);
  const index = useAccountIndex();
  const account = vm.account(index);
  const sendNotAllowed = (useLocation().state as { sendNotAllowed?: boolean } | null)?.sendNotAllowed === true;
  const card = account !== null && isCreditCard(account.summary);
  // Offered only where composition switched account nicknames on (the change is bound).
  const nicknames = useOptionalInjection(ChangeAccountNickname) !== null;
  const items = [
    { title: 'Statements', text: 'Read and download your statements.', to: accountPath(index, 'transactions/statements'), show: vm.isEnabled('statements') },
    { title: 'Download transactions', text: 'Save your transactions as CSV, OFX or QIF.', to: accountPath(index, 'transactions/download'), show: vm.isEnabled('downloadTransactions') },
    { title: 'Manage money', text: 'Regular payments, beneficiaries and future payments.', to: accountPath(index, 'manage-money'), show: !card },
    { title: 'Account nickname', text: 'Give this account a name of your own, shown on Balances.', to: accountPath(index, 'manage-account/nickname'), show: nicknames },
    ...categories
      .filter((c) => formsIn(c.slug, card).length > 0)
      .map((c) => ({ title: c.title, text: c.text, to: `${accountPath(index, 'manage-account')}/${c.slug}`, show: true })),
  ].filter((i) => i.show);
  return (
    <div className="manage-account">
      <h1>Manage account</h1>
      {sendNotAllowed ? (
        <p className="notice" role="status">
          {sendNotAllowedText}
        </p>
      ) : null}
      <ul className="link-list">
        {items.map((i) => (
          <li key={i.title}>
            <Link to={i.to}>{i.title}</Link>
            <p className="hint">{i.text}</p>
          </li>
        ))}
      </ul>
      <p>
        <Link to={accountPath(index, 'transactions')}>Back to Transactions</Link>
      </p>
    </div>
  );
});
