import { useEffect, useState } from 'react';
import { useInjection } from '../di/container-context';
import { LeaveGuardStore } from './leave-guard.store';

export interface LeaveGuardOptions {
  /** Destination paths that never prompt ('/*' suffix for a whole subtree), e.g. the flow's next step. */
  disabledPaths?: readonly string[];
}

/**
 * For feature pages with unsaved input: while `enabled`, leaving the page asks 'Stay' or 'Leave'
 * and closing the tab shows the browser's 'Changes you made may not be saved' warning.
 */
export function useLeaveGuard(enabled: boolean, options: LeaveGuardOptions = {}): void {
  const store = useInjection(LeaveGuardStore);
  const [id] = useState(() => Symbol('leave-guard'));
  const disabledKey = (options.disabledPaths ?? []).join('\n');

  useEffect(() => {
    store.set(id, { enabled, disabledPaths: disabledKey ? disabledKey.split('\n') : [] });
  }, [store, id, enabled, disabledKey]);

  useEffect(() => () => store.remove(id), [store, id]);
}
