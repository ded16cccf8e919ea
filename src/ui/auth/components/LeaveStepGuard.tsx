import { useBlocker } from 'react-router-dom';
import { LeaveStepTexts, leaveStepMessage } from '../../../core/auth-forms/log-on-messages';
import { Button } from '../../shared/Button';
import { Modal } from '../../shared/Modal';

/**
 * The browser's Back and Forward buttons would leave a log-on step that the identity service still
 * holds open, so they are stopped with 'Please use the Back button' (spec 01 section 4) and only 'OK'.
 * The app's own moves (push and replace) pass.
 */
export function LeaveStepGuard({ step }: { step: 'username' | 'password' | 'securetoken' | 'other' }) {
  const blocker = useBlocker(({ historyAction, currentLocation, nextLocation }) =>
    historyAction === 'POP' && currentLocation.pathname !== nextLocation.pathname && !nextLocation.pathname.includes('logoff'),
  );
  const open = blocker.state === 'blocked';
  const close = () => blocker.reset?.();
  return (
    <Modal open={open} title={leaveStepMessage(step)} onClose={close} trackingLabel="leave-step" actions={<Button onClick={close}>{LeaveStepTexts.ok}</Button>}>
      {null}
    </Modal>
  );
}
