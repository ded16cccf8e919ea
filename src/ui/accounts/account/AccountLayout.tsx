import { observer } from 'mobx-react-lite';
import { Link, NavLink, Outlet } from 'react-router-dom';
import type { Account } from '../../../core/accounts/account';
import { formatSortCode, maskCardNumber, maskCardNumberAccessible } from '../../../core/accounts/account-identifiers';
import { isCreditCard, isShareDealing } from '../../../core/accounts/category';
import { useViewModel } from '../../di/container-context';
import { Button } from '../../shared/Button';
import { usePrefetchOnIdle } from '../../shell/use-prefetch-on-idle';
import { accountPath, summaryPath, type AccountChild } from '../../shared/accounts/account-paths';
import { Amount } from '../../shared/accounts/Amount';
import { AccountViewModel } from '../../shared/accounts/account/account.view-model';
import { useAccountIndex } from '../../shared/accounts/account/use-account-index';

const AccountHeader = observer(function AccountHeader({ account, vm, index }: { account: Account; vm: AccountViewModel; index: number }) {
  const { summary } = account;
  return (
    <div className="account-header">
      <p className="account-header__name">{account.name}</p>
      <p className="account-header__id">
        {isCreditCard(summary) ? (
          <>
            <span aria-hidden="true">{maskCardNumber(summary.creditCardNumber)}</span>
            <span className="visually-hidden">{maskCardNumberAccessible(summary.creditCardNumber)}</span>
          </>
        ) : (
          [summary.sortCode ? formatSortCode(summary.sortCode) : null, summary.number].filter(Boolean).join(' | ')
        )}
      </p>
      <p className="account-header__balance">
        Balance <Amount pence={summary.balance} />{' '}
        <Button variant="link" onClick={() => void vm.refreshBalance(index)} disabled={vm.confirm === 'confirming'}>
          Refresh balance
        </Button>
      </p>
      <p role="status" className="account-header__status">
        {vm.confirm === 'confirmed' ? 'Balance updated.' : vm.confirm === 'failed' ? 'Sorry, we could not update the balance. Please try again.' : ''}
      </p>
    </div>
  );
});

const AccountNav = observer(function AccountNav({ vm, index }: { vm: AccountViewModel; index: number }) {
  const links: { child: AccountChild; text: string }[] = [];
  const account = vm.account(index);
  if (!account) return null;
  if (isShareDealing(account.summary)) {
    links.push({ child: 'sharedealing', text: 'Share dealing' });
  } else {
    links.push({ child: 'transactions', text: 'Transactions' });
    if (vm.isEnabled('statements')) links.push({ child: 'transactions/statements', text: 'Statements' });
    if (vm.isEnabled('downloadTransactions')) links.push({ child: 'transactions/download', text: 'Download transactions' });
    links.push({ child: 'manage-money', text: 'Manage money' });
    if (vm.isEnabled('moveMoney')) links.push({ child: 'move-money', text: 'Move money' });
  }
  if (vm.isEnabled('manageAccount')) links.push({ child: 'manage-account', text: 'Manage account' });
  return (
    <nav className="account-nav" aria-label="Account">
      <ul className="account-nav__list">
        {links.map((l) => (
          <li key={l.child}>
            <NavLink to={accountPath(index, l.child)} end className="account-nav__link" data-text={l.text}>
              {l.text}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
});

/** /summary/{accountIndex}: the account's header and options around its child pages. */
export const AccountLayout = observer(function AccountLayout() {
  const vm = useViewModel(AccountViewModel);
  const index = useAccountIndex();
  // the calendar's day counts (luxon, about 21 KiB gzipped) that move money and manage
  // money load, fetched while the customer reads an account's page. Balances loads no luxon (bank-day.ts),
  // so no request after 'Log on' waits for it; without this, the step into move money would fetch it too.
  usePrefetchOnIdle('move-money', 'ahead');
  const account = vm.account(index);
  if (!account) {
    return (
      <section className="panel" aria-labelledby="no-account-title">
        <h1 id="no-account-title">Account not found</h1>
        <p>We could not find this account.</p>
        <Link to={summaryPath}>Back to Balances</Link>
      </section>
    );
  }
  return (
    <div className="account">
      <Link className="back-link" to={summaryPath}>
        Back to Balances
      </Link>
      <AccountHeader account={account} vm={vm} index={index} />
      <AccountNav vm={vm} index={index} />
      <Outlet />
    </div>
  );
});
