import { useEffect, useState } from 'react';
import { LoadAccountNicknames } from '../../../core/account-nickname/load-account-nicknames.use-case';
import { useOptionalInjection } from '../../di/container-context';
import { AccountNicknamesViewModel } from './account-nicknames.view-model';

/**
 * The page's nicknames, read once per mount, or null when account nicknames are switched off
 * (composition binds nothing for them, composition/account-nicknames.flag.ts): the page then shows
 * the accounts as before and asks nothing more of the bank.
 */
export function useAccountNicknames(): AccountNicknamesViewModel | null {
  const load = useOptionalInjection<LoadAccountNicknames>(LoadAccountNicknames);
  const [vm] = useState(() => (load ? new AccountNicknamesViewModel(load) : null));
  useEffect(() => {
    if (!vm) return undefined;
    void vm.start();
    return () => vm.dispose();
  }, [vm]);
  return vm;
}
