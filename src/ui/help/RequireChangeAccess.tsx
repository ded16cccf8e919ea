import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { AuthErrorTexts, ReadOnlyTexts } from '../../core/auth-forms/later-log-on-texts';
import { IdentityRoutes } from '../../core/identity/identity-step';
import { AppConfig } from '../../core/shared/app-config';
import { balancesPath } from '../../core/shell/start-route';
import { AuthErrorPanel, ReadOnlyPanel } from '../auth/components/StatusPanels';
import { useInjection, useViewModel } from '../di/container-context';
import { Loader } from '../shared/Loader';
import { ChangeAccessViewModel } from './change-access.view-model';

/**
 * Shows a form that changes something only to a customer whose online banking status allows it
 * (GET ib-status; spec 02 section 6): READONLY sees the read-only panel and Proceed to choose a
 * Secure Key, INVALID the AUTH_ERROR page. Nothing below mounts meanwhile, so no other call is made.
 */
export const RequireChangeAccess = observer(function RequireChangeAccess({ children }: { children: ReactNode }) {
  const vm = useViewModel(ChangeAccessViewModel);
  const { helpPhone } = useInjection<AppConfig>(AppConfig);
  const navigate = useNavigate();
  useEffect(() => {
    void vm.start();
  }, [vm]);

  if (vm.access === null) return <Loader label="Checking your access" />;
  if (vm.access === 'read-only') {
    return (
      <>
        <h1>{ReadOnlyTexts.heading}</h1>
        <ReadOnlyPanel phone={helpPhone} onProceed={() => void navigate(IdentityRoutes.tokenSelection)} />
      </>
    );
  }
  if (vm.access === 'no-access') {
    return (
      <>
        <h1>{AuthErrorTexts.title}</h1>
        <AuthErrorPanel phone={helpPhone} onBackHome={() => void navigate(balancesPath)} />
      </>
    );
  }
  return <>{children}</>;
});
