import { useEffect, useState } from 'react';
import { LeaveStepTexts, leaveStepMessage } from '../../../../core/auth-forms/log-on-messages';
import { Button } from '../../Button';
import { Modal } from '../../Modal';

/**
 * The browser's Back button would leave a log-on step that the identity service still holds open, so
 * it is stopped with 'Please use the Back button' (docs/rules/log-on-states.md) and only 'OK'.
 *
 * Not a router blocker: the app has one (the shell's leave-section guard), and the use cases move
 * between steps by setting the hash, which a blocker cannot tell from the Back button. Instead the
 * step adds a copy of its own history entry; Back lands on that copy (same address, so the page
 * stays), the modal opens and the copy is put back for the next time.
 */
export function LeaveStepGuard({ step }: { step: 'username' | 'password' | 'securetoken' | 'other' }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const here = window.location.href;
    window.history.pushState(window.history.state, '', here);
    const onPop = () => {
      if (window.location.href !== here) return;
      window.history.pushState(window.history.state, '', here);
      setOpen(true);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const close = () => setOpen(false);
  return (
    <Modal open={open} title={leaveStepMessage(step)} onClose={close} trackingLabel="leave-step" actions={<Button onClick={close}>{LeaveStepTexts.ok}</Button>}>
      {null}
    </Modal>
  );
}
