import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { LogOnLimits, UsernameTexts, withPhone } from '../../../core/auth-forms/log-on-messages';
import { useViewModel } from '../../di/container-context';
import { Button } from '../../shared/Button';
import { Checkbox } from '../../shared/Checkbox';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { Modal } from '../../shared/Modal';
import { TextField } from '../../shared/TextField';
import { AuthLayout } from '../../shared/auth/components/AuthLayout';
import { LeaveStepGuard } from '../../shared/auth/components/LeaveStepGuard';
import { ServerErrorPanelView } from '../../shared/auth/components/ServerErrorPanelView';
import { UsernameFieldId, UsernameViewModel } from './username.view-model';

export const registrationPath = '/registration';

/** Log-on stage 1 (docs/rules/log-on-screens.md). */
export const UsernamePage = observer(function UsernamePage() {
  const vm = useViewModel(UsernameViewModel);
  const navigate = useNavigate();
  const [forgottenOpen, setForgottenOpen] = useState(false);
  const [needsOpen, setNeedsOpen] = useState(false);

  useEffect(() => {
    void vm.start();
  }, [vm]);

  return (
    <AuthLayout title={UsernameTexts.heading}>
      <LeaveStepGuard step="username" />
      <ErrorSummary errors={vm.summaryErrors} focusKey={vm.failedSubmits} />
      <ServerErrorPanelView panel={vm.serverPanel} />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void vm.submit();
        }}
      >
        <TextField
          id={UsernameFieldId}
          name="userid"
          label={UsernameTexts.usernameLabel}
          value={vm.username}
          onChange={vm.setUsername}
          onFocus={() => vm.touch.focus('userid')}
          onBlur={() => vm.touch.blur('userid')}
          error={vm.visibleError}
          maxLength={LogOnLimits.usernameMax}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-required="true"
        />
        <Checkbox id="cookieuserid" name="cookieuserid" label={UsernameTexts.rememberMe} checked={vm.rememberMe} onChange={vm.setRememberMe} />
        <div className="button-group">
          <Button type="submit" aria-disabled={!vm.valid || vm.busy} className={!vm.valid || vm.busy ? 'button--disabled' : undefined}>
            {UsernameTexts.continue}
          </Button>
        </div>
      </form>
      <p>
        <Button variant="link" onClick={() => setForgottenOpen(true)}>
          {UsernameTexts.forgottenUsername}
        </Button>
      </p>
      <section className="auth-section" aria-labelledby="new-to-online-banking">
        <h2 id="new-to-online-banking">{UsernameTexts.newToOnlineBanking}</h2>
        <div className="button-group">
          <Button variant="secondary" onClick={() => navigate(registrationPath)}>
            {UsernameTexts.register}
          </Button>
          <Button variant="link" onClick={() => setNeedsOpen(true)}>
            {UsernameTexts.whatYouNeed}
          </Button>
        </div>
      </section>
      <Modal
        open={forgottenOpen}
        title={UsernameTexts.forgottenUsername}
        onClose={() => setForgottenOpen(false)}
        actions={<Button onClick={() => setForgottenOpen(false)}>Close</Button>}
      >
        <p>{withPhone(UsernameTexts.forgottenUsernameBody, vm.phone)}</p>
      </Modal>
      <Modal
        open={needsOpen}
        title={UsernameTexts.whatYouNeed}
        onClose={() => setNeedsOpen(false)}
        actions={<Button onClick={() => setNeedsOpen(false)}>Close</Button>}
      >
        <p>{UsernameTexts.whatYouNeedIntro}</p>
        <ul>
          {UsernameTexts.whatYouNeedItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Modal>
    </AuthLayout>
  );
});
