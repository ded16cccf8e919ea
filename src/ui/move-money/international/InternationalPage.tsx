import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { attempt } from '../../../core/accounts/accounts-failure';
import { MoveMoneyPort, type InternationalLaunch } from '../../../core/move-money/move-money.port';
import { moveMoneyAccess } from '../../../core/move-money/move-money-access';
import { failurePanel } from '../../../core/shell/failure-panel';
import type { AppError } from '../../../core/shared/result';
import { accountPath, parseAccountIndex } from '../../shared/accounts/account-paths';
import { AccountViewModel } from '../../shared/accounts/account/account.view-model';
import { useInjection, useViewModel } from '../../di/container-context';
import { Button } from '../../shared/Button';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { Loader } from '../../shared/Loader';
import { RequireAccess } from '../../shared/RequireAccess';

/**
 * international: a pass-through like share dealing. A data-transfer session is made for the account,
 * and its id is posted (never put in the address) to the launch path with the single-sign-on flags.
 */
export const InternationalPage = () => (
  // Toggle and account first: the single sign-on POST below must not go while either refuses.
  <RequireAccess requires={moveMoneyAccess.international} title="International payments">
    <InternationalLaunchPage />
  </RequireAccess>
);

const InternationalLaunchPage = observer(function InternationalLaunchPage() {
  const index = parseAccountIndex(useParams().accountIndex) ?? -1;
  const accounts = useViewModel(AccountViewModel);
  const port = useInjection<MoveMoneyPort>(MoveMoneyPort);
  const [launch, setLaunch] = useState<InternationalLaunch | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const account = accounts.account(index);

  useEffect(() => {
    if (!account) return;
    let live = true;
    void attempt(() => port.startInternational(account.id)).then((result) => {
      if (!live) return;
      if (result.ok) setLaunch(result.value);
      else setError(result.error);
    });
    return () => {
      live = false;
    };
  }, [port, account]);

  if (error) return <FailurePanelView panel={failurePanel(error)} />;
  if (!launch) return <Loader />;
  return (
    <div className="move-money">
      <h1>International payments</h1>
      <p>International payments are made in our international payments service. You stay logged on: we pass you over securely.</p>
      <form method="post" action={launch.action}>
        {Object.entries(launch.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="button-group">
          <Button type="submit">Continue to international payments</Button>
        </div>
      </form>
      <p className="move-money__back">
        <Link to={accountPath(index, 'move-money')}>Back to Move money</Link>
      </p>
    </div>
  );
});
