import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { isShareDealing } from '../../../core/accounts/category';
import { AppConfig } from '../../../core/shared/app-config';
import { useInjection, useViewModel } from '../../di/container-context';
import { accountPath, summaryPath } from '../../shared/accounts/account-paths';
import { AccountViewModel } from '../../shared/accounts/account/account.view-model';
import { useAccountIndex } from '../../shared/accounts/account/use-account-index';
import { shareDealingAction, shareDealingTokenField } from './share-dealing';

/**
 * /summary/{accountIndex}/sharedealing: hands the customer to the share-dealing service with the
 * account's own token in an auto-submitted POST form (same window), with a button should the
 * automatic submit not happen.
 */
export const ShareDealingPage = observer(function ShareDealingPage() {
  const vm = useViewModel(AccountViewModel);
  const config = useInjection<AppConfig>(AppConfig);
  const index = useAccountIndex();
  const account = vm.account(index);
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const token = account && isShareDealing(account.summary) ? account.sharedealingAuthToken : null;

  useEffect(() => {
    // StrictMode runs effects twice in development: submit once.
    if (!token || submitted.current) return;
    submitted.current = true;
    formRef.current?.submit();
  }, [token]);

  if (!token) {
    return (
      <div className="share-dealing">
        <h1>Share dealing</h1>
        <p>Share dealing is not available for this account.</p>
        <p>
          <Link to={summaryPath}>Back to Balances</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="share-dealing">
      <h1>Share dealing</h1>
      <p>We are taking you to the share dealing service. If nothing happens, select Continue to share dealing.</p>
      <form ref={formRef} method="post" action={shareDealingAction(config.shareDealingHost)}>
        <input type="hidden" name={shareDealingTokenField} value={token} />
        <div className="button-group">
          <button type="submit" className="button button--primary">
            Continue to share dealing
          </button>
          <Link className="button button--secondary" to={accountPath(index, 'manage-account')}>
            Manage account
          </Link>
        </div>
      </form>
    </div>
  );
});
