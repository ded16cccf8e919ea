import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useViewModel } from '../di/container-context';
import { Loader } from '../shared/Loader';
import { ProfileViewModel } from './profile.view-model';

/** After a lost answer: the email address the bank holds now, fetched afresh. */
export const CurrentEmail = observer(function CurrentEmail() {
  const vm = useViewModel(ProfileViewModel);
  useEffect(() => {
    void vm.start();
    return () => vm.dispose();
  }, [vm]);
  if (vm.error) return <p>We could not look up your email address just now ({vm.error.code}). You can see it on My details.</p>;
  if (!vm.profile) return <Loader size={24} label="Looking up your email address" />;
  return (
    <p>
      The email address we hold now: <strong>{vm.profile.email}</strong>
    </p>
  );
});
