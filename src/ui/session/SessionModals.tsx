import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useViewModel } from '../di/container-context';
import { Button } from '../shared/Button';
import { Modal } from '../shared/Modal';
import { SessionModalsViewModel } from './session-modals.view-model';
import { SessionModalTexts, countdownText } from './session-modal-texts';

/**
 * The session's modals (log-off confirm, session timeout, inactivity warning), rendered once by the
 * shell's RootLayout. It also starts the SessionKeeper and reports the customer's activity to it:
 * keys, pointer presses and route changes, nothing else.
 */
export const SessionModals = observer(function SessionModals() {
  const vm = useViewModel(SessionModalsViewModel);
  const { pathname } = useLocation();

  useEffect(() => {
    vm.start();
    const onActivity = () => vm.recordActivity();
    document.addEventListener('keydown', onActivity, { capture: true, passive: true });
    document.addEventListener('pointerdown', onActivity, { capture: true, passive: true });
    return () => {
      document.removeEventListener('keydown', onActivity, { capture: true });
      document.removeEventListener('pointerdown', onActivity, { capture: true });
      vm.dispose();
    };
  }, [vm]);

  useEffect(() => {
    vm.recordActivity();
  }, [pathname, vm]);

  return (
    <>
      <Modal
        open={vm.logOffModalOpen && !vm.sessionTimeoutModalOpen}
        title={SessionModalTexts.logOff.title}
        onClose={vm.cancelLogOff}
        actions={
          <>
            <Button onClick={vm.confirmLogOff}>{SessionModalTexts.logOff.confirm}</Button>
            <Button variant="secondary" onClick={vm.cancelLogOff}>
              {SessionModalTexts.logOff.cancel}
            </Button>
          </>
        }
      >
        <p>{SessionModalTexts.logOff.body}</p>
      </Modal>
      <Modal
        open={vm.sessionTimeoutModalOpen}
        alert
        title={SessionModalTexts.timeout.title}
        dismissible={false}
        actions={<Button onClick={() => void vm.logOnAgain(pathname)}>{SessionModalTexts.timeout.logOnAgain}</Button>}
      >
        <p>{SessionModalTexts.timeout.body}</p>
      </Modal>
      <Modal
        open={vm.inactivityWarningOpen && !vm.sessionTimeoutModalOpen}
        alert
        title={SessionModalTexts.inactivity.title}
        onClose={vm.stayLoggedOn}
        actions={<Button onClick={vm.stayLoggedOn}>{SessionModalTexts.inactivity.stay}</Button>}
      >
        <p role="timer">{countdownText(vm.secondsLeft)}</p>
        <p>{SessionModalTexts.inactivity.body}</p>
      </Modal>
    </>
  );
});
