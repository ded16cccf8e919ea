import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useViewModel } from '../di/container-context';
import { Loader } from '../shared/Loader';
import { FullLogOnGuardViewModel } from './full-log-on-guard.view-model';

/**
 * Shows its pages only to a customer with a full log-on (CAM40; docs/rules/access.md). Anyone else is
 * moved on (to log on, the token choice or the read-only page) with the page kept as where to land
 * after log-on. Nothing under it mounts meanwhile, so no page starts a call the customer may not make.
 * Use it as a layout route's element (it renders the Outlet) or around children.
 */
export const RequireFullLogOn = observer(function RequireFullLogOn({ children }: { children?: ReactNode }) {
  const vm = useViewModel(FullLogOnGuardViewModel);
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;
  const access = vm.accessTo(path);
  const waiting = vm.waiting;
  const navigate = useNavigate();

  useEffect(() => {
    if (access === 'allowed') return;
    const redirectTo = vm.enforce(path);
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [vm, path, access, waiting, navigate]);

  if (access !== 'allowed') return <Loader label="Checking you are logged on" />;
  return <>{children ?? <Outlet />}</>;
});
