import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet, useLocation } from 'react-router-dom';
import { useViewModel } from '../di/container-context';
import { Button } from '../shared/Button';
import { FailurePanelView } from '../shared/FailurePanelView';
import { Loader } from '../shared/Loader';
import { RequireFullLogOn } from '../shell/RequireFullLogOn';
import { AccountsGateViewModel } from './accounts-gate.view-model';
import './accounts.css';

/**
 * The layout of /summary and its children: account pages need a full log-on (CAM40), so nothing
 * below, not even the accounts call, starts for anyone else.
 */
export function AccountsGate() {
  return (
    <RequireFullLogOn>
      <AccountsLoader />
    </RequireFullLogOn>
  );
}

/** Loads the accounts once, then shows the page. */
const AccountsLoader = observer(function AccountsLoader() {
  const vm = useViewModel(AccountsGateViewModel);
  const shouldFetch = vm.shouldFetch;
  const balancesHome = useLocation().pathname === '/summary';

  useEffect(() => {
    if (shouldFetch) vm.fetchIfNeeded(balancesHome);
  }, [vm, shouldFetch, balancesHome]);
  // Left the Balances home, perhaps before it showed: its side requests started early are not kept.
  useEffect(() => {
    if (!balancesHome) vm.leftBalancesHome();
  }, [vm, balancesHome]);
  // Left the accounts area (the gate unmounts: Move money, Inbox…), perhaps before Balances showed:
  // what the customer changes there (a payment, a standing order) is not in those early answers.
  useEffect(() => vm.leftBalancesHome, [vm]);

  if (vm.failure) {
    return (
      <FailurePanelView panel={vm.failure}>
        <Button onClick={vm.retry}>Try again</Button>
      </FailurePanelView>
    );
  }
  if (!vm.ready) return <Loader label="Loading your accounts" />;
  return <Outlet />;
});
