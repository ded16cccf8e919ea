import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { LogOnLimits, PasswordTexts } from '../../../core/auth-forms/log-on-messages';
import { useViewModel } from '../../di/container-context';
import { Button } from '../../shared/Button';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { TextField } from '../../shared/TextField';
import { AuthLayout } from '../components/AuthLayout';
import { LeaveStepGuard } from '../components/LeaveStepGuard';
import { PasswordCharacterBoxes } from '../components/PasswordCharacterBoxes';
import { ServerErrorPanelView } from '../components/ServerErrorPanelView';
import { StepHelpLinks } from '../components/StepHelpLinks';
import { useFocusOnFailure } from '../components/use-focus-on-failure';
import { PasswordViewModel } from './password.view-model';

export const passwordPageTitle = 'Log on';

/** Log-on stage 2 (spec 01 section 2). */
export const PasswordPage = observer(function PasswordPage() {
  const vm = useViewModel(PasswordViewModel);
  const panel = useRef<HTMLDivElement>(null);
  const { form } = vm;

  useEffect(() => {
    vm.start();
  }, [vm]);
  useFocusOnFailure(vm.failedSubmits, vm.serverFailures, () => vm.firstInvalidFieldId, panel);

  return (
    <AuthLayout title={passwordPageTitle} onBackToLogOn={() => void vm.backToLogOn()}>
      <LeaveStepGuard step="password" />
      <p className="greeting">{vm.greeting}</p>
      <p className="welcome-back">
        {PasswordTexts.welcomeBack} <strong>{vm.username}</strong>{' '}
        <Button variant="link" onClick={() => void vm.follow('changeUser')}>
          {PasswordTexts.changeUser}
        </Button>
      </p>
      <ErrorSummary errors={form.summaryErrors} focusKey={vm.failedSubmits} />
      <ServerErrorPanelView ref={panel} panel={vm.serverPanel} />
      {vm.warning ? <p className="warning-text">{vm.warning}</p> : null}
      <form
        noValidate
        aria-busy={vm.submitting}
        onSubmit={(e) => {
          e.preventDefault();
          void vm.submit();
        }}
      >
        <PasswordCharacterBoxes
          requested={form.requested}
          values={form.values}
          error={form.passwordCharactersError}
          onChange={form.set}
          onFocus={form.touch.focus}
          onBlur={form.touch.blur}
        />
        {form.asks('memorableAnswer') ? (
          <TextField
            id="memorableAnswer"
            name="memorableAnswer"
            type="password"
            label={PasswordTexts.memorableAnswerLabel}
            value={form.values.memorableAnswer}
            onChange={(v) => form.set('memorableAnswer', v)}
            onFocus={() => form.touch.focus('memorableAnswer')}
            onBlur={() => form.touch.blur('memorableAnswer')}
            error={form.visibleError('memorableAnswer')}
            maxLength={LogOnLimits.memorableAnswerMax}
            autoComplete="current-password"
            aria-required="true"
          />
        ) : null}
        <div className="button-group">
          <Button variant="secondary" onClick={() => void vm.backToLogOn()}>
            {PasswordTexts.back}
          </Button>
          <Button type="submit" aria-disabled={!vm.canSubmit} className={vm.canSubmit ? undefined : 'button--disabled'}>
            {PasswordTexts.logOn}
          </Button>
        </div>
      </form>
      <StepHelpLinks
        label="Help with logging on"
        links={[
          { text: PasswordTexts.forgottenPassword, onSelect: () => void vm.follow('forgottenPassword') },
          { text: PasswordTexts.forgottenAnswer, onSelect: () => void vm.follow('forgottenAnswer') },
          { text: PasswordTexts.forgottenBoth, onSelect: () => void vm.follow('forgottenBoth') },
        ]}
      />
    </AuthLayout>
  );
});
