import { useEffect } from 'react';
import { useViewModel } from '../../di/container-context';
import { Loader } from '../../shared/Loader';
import { AuthLayout } from '../components/AuthLayout';
import { StepTransitViewModel } from './step-transit.view-model';

/** /idv/cam40redirect: the log-on goes on to level 40 by itself. */
export function Cam40RedirectPage() {
  const vm = useViewModel(StepTransitViewModel);
  useEffect(() => {
    void vm.autosubmit();
  }, [vm]);
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
