import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useViewModel } from '../../di/container-context';
import { Loader } from '../../shared/Loader';
import { AuthLayout } from '../../shared/auth/components/AuthLayout';
import { StepTransitViewModel } from './step-transit.view-model';

/** The IDV redirect's query parameter naming where to go after log-on (docs/rules/log-on-screens.md). */
const returnUrlParam = '__returnUrl';

/** /idv/cam40redirect: the log-on goes on to level 40 by itself, then to `__returnUrl` if given. */
export function Cam40RedirectPage() {
  const vm = useViewModel(StepTransitViewModel);
  const [params] = useSearchParams();
  const returnUrl = params.get(returnUrlParam);
  useEffect(() => {
    void vm.autosubmit(returnUrl);
  }, [vm, returnUrl]);
  return (
    <AuthLayout title="Logging you on">
      <Loader label="Logging you on" />
    </AuthLayout>
  );
}

/** /authentication/forward: on to where the customer was going. */
export function ForwardPage() {
  const vm = useViewModel(StepTransitViewModel);
  useEffect(() => {
    vm.forwardAfterLogOn();
  }, [vm]);
  return (
    <AuthLayout title="Logging you on">
      <Loader label="Taking you to your page" />
    </AuthLayout>
  );
}
