import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { checkAccess, type AccessRequirement } from '../../core/access/access-rule';
import { AccountsStatePort } from '../../core/accounts/accounts-state.port';
import { FeatureTogglesPort } from '../../core/session/feature-toggles.port';
import { balancesPath } from '../../core/shell/start-route';
import { accountPath, parseAccountIndex } from './accounts/account-paths';
import { useInjection, useOptionalInjection } from '../di/container-context';
import { Loader } from './Loader';

export interface RequireAccessProps {
  requires: AccessRequirement;
  /** The page's heading, kept when access is refused so the customer knows where they are. */
  title: string;
  /** Where to go instead; by default the account's Transactions under an account, else Balances. */
  back?: { to: string; text: string };
  children: ReactNode;
}

/**
 * The one guard of every function (core's `checkAccess`: its toggles, then what the route's account
 * allows). Its children are not rendered, so their effects never run, until access is allowed: a
 * refused deep link makes no call. The account is the route's `:accountIndex`, when it has one.
 */
export const RequireAccess = observer(function RequireAccess({ requires, title, back, children }: RequireAccessProps) {
  const toggles = useInjection<FeatureTogglesPort>(FeatureTogglesPort);
  const accounts = useOptionalInjection<AccountsStatePort>(AccountsStatePort);
  const index = parseAccountIndex(useParams().accountIndex);
  const account = index === null || !accounts ? null : (accounts.state.accounts[index] ?? null);
  const access = checkAccess(requires, (t) => toggles.isEnabled(t), account);
  if (access.kind === 'allowed') return <>{children}</>;
  // A deep link can arrive before the accounts do: wait for them rather than refuse an account we
  // have not seen yet (the page below is not built meanwhile, so it still makes no call).
  if (access.kind === 'account-not-allowed' && index !== null && accounts && account === null && !accounts.state.loaded && !accounts.state.error) {
    return <Loader label="Loading your account" />;
  }
  const link = back ?? (index === null ? { to: balancesPath, text: 'Back to Balances' } : { to: accountPath(index, 'transactions'), text: 'Back to Transactions' });
  return (
    <div className="feature-off">
      <h1>{title}</h1>
      <p>{access.message}</p>
      <p>
        <Link to={link.to}>{link.text}</Link>
      </p>
    </div>
  );
});
