import { useCallback, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { leaveGuardUnloadMessage } from '../../core/shell/leave-guard';
import { useInjection } from '../di/container-context';
import { Button } from '../shared/Button';
import { Modal } from '../shared/Modal';
import { LeaveGuardStore } from './leave-guard.store';

/** The one router blocker of the app: the leave-section warning (Stay or Leave) and the unload warning. */
export const LeaveGuard = observer(function LeaveGuard() {
  const store = useInjection(LeaveGuardStore);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => store.shouldPrompt(currentLocation.pathname, nextLocation.pathname),
    [store],
  );
  const blocker = useBlocker(shouldBlock);
  const active = store.active;

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // Asked again at the moment of leaving: a guard may no longer be needed (see stillNeeded).
      if (!store.activeNow()) return undefined;
      event.preventDefault();
      // Browsers show their own text, but older ones still read returnValue.
      event.returnValue = leaveGuardUnloadMessage;
      return leaveGuardUnloadMessage;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active, store]);

  const blocked = blocker.state === 'blocked';
  return (
    <Modal
      open={blocked}
      title="Are you sure you want to leave this section?"
      trackingLabel="leave-section"
      onClose={() => blocker.reset?.()}
      actions={
        <>
          <Button onClick={() => blocker.reset?.()}>Stay</Button>
          <Button variant="secondary" onClick={() => blocker.proceed?.()}>
            Leave
          </Button>
        </>
      }
    >
      <p>{store.words}</p>
    </Modal>
  );
});
