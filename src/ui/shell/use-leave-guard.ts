import { useEffect, useState } from 'react';
import { useInjection } from '../di/container-context';
import { LeaveGuardStore } from './leave-guard.store';

export interface LeaveGuardOptions {
  /** Destination paths that never prompt ('/*' suffix for a whole subtree), e.g. the flow's next step. */
  disabledPaths?: readonly string[];
  /** The warning's own words (an unknown outcome's); by default the unsaved-entries words. */
  words?: string;
  /** Read at the moment of leaving (core's LeaveGuardRule.stillNeeded); keep it stable (a view model's getter). */
  stillNeeded?: () => boolean;
}

/**
 * For feature pages with unsaved input: while `enabled`, leaving the page asks 'Stay' or 'Leave'
 * and closing the tab shows the browser's 'Changes you made may not be saved' warning.
 */
export function useLeaveGuard(enabled: boolean, options: LeaveGuardOptions = {}): void {
  const store = useInjection(LeaveGuardStore);
  const [id] = useState(() => Symbol('leave-guard'));
  const disabledKey = (options.disabledPaths ?? []).join('\n');
  const words = options.words;
  const stillNeeded = options.stillNeeded;

  useEffect(() => {
    store.set(id, { enabled, disabledPaths: disabledKey ? disabledKey.split('\n') : [], ...(words ? { words } : {}), ...(stillNeeded ? { stillNeeded } : {}) });
  }, [store, id, enabled, disabledKey, words, stillNeeded]);

  useEffect(() => () => store.remove(id), [store, id]);
}
