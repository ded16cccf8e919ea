import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, Outlet } from 'react-router-dom';
import { logOnPath } from '../../core/shell/start-route';
import { useViewModel } from '../di/container-context';
import { Button } from '../shared/Button';
import { ErrorByCodePanel } from '../shared/ErrorByCodePanel';
import { Loader } from '../shared/Loader';
import { AccountsGateViewModel } from './accounts-gate.view-model';
import './accounts.css';

/** The layout of /summary and its children: loads the accounts once, then shows the page. */
export const AccountsGate = observer(function AccountsGate() {
  const vm = useViewModel(AccountsGateViewModel);
  const shouldFetch = vm.shouldFetch;

  useEffect(() => {
    if (shouldFetch) vm.fetchIfNeeded();
  }, [vm, shouldFetch]);

  if (!vm.authenticated) return <Navigate to={logOnPath} replace />;
  if (vm.errorCode) {
    return (
      <ErrorByCodePanel code={vm.errorCode} entry={vm.errorEntry}>
        <Button onClick={vm.retry}>Try again</Button>
      </ErrorByCodePanel>
    );
  }
  if (!vm.ready) return <Loader label="Loading your accounts" />;
  return <Outlet />;
});
