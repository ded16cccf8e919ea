import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { PasswordTexts } from '../../../core/auth-forms/later-log-on-texts';
import { useViewModel } from '../../di/container-context';
import { usePrefetchOnIdle } from '../../shell/use-prefetch-on-idle';
import { Button } from '../../shared/Button';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { AuthLayout } from '../../shared/auth/components/AuthLayout';
import { MemorableAnswerField } from '../components/MemorableAnswerField';
import { StepFormButtons } from '../components/StepFormButtons';
import { LeaveStepGuard } from '../../shared/auth/components/LeaveStepGuard';
import { PasswordCharacterBoxes } from '../components/PasswordCharacterBoxes';
import { ServerErrorPanelView } from '../../shared/auth/components/ServerErrorPanelView';
import { StepHelpLinks } from '../components/StepHelpLinks';
import { useFocusOnFailure } from '../../shared/auth/components/use-focus-on-failure';
import { PasswordViewModel } from './password.view-model';

export const passwordPageTitle = 'Log on';

/** Log-on stage 2 (docs/rules/log-on-screens.md). */
export const PasswordPage = observer(function PasswordPage() {
  const vm = useViewModel(PasswordViewModel);
  const panel = useRef<HTMLDivElement>(null);
  const step = vm.submission;
  const { form } = step;

  // Once, before the first render: the step's fields (character boxes, memorable answer) are known
  // now, so the page paints once with them instead of an empty form that then grows (a layout shift).
  useState(() => vm.prepare());
  useEffect(() => {
    vm.start();
  }, [vm]);
  // The Balances home's code (the accounts area) arrives while the customer types, in two parts: the part
  // the area fetches ahead here, the rest at stage 3 (no step fetches more than 30 KiB).
  usePrefetchOnIdle('accounts', 'ahead');
  useFocusOnFailure(step.serverFailures, () => step.firstInvalidFieldId, panel);

  return (
    <AuthLayout title={passwordPageTitle} onBackToLogOn={() => void step.backToLogOn()}>
      <LeaveStepGuard step="password" />
      <p className="greeting">{vm.greeting}</p>
      <p className="welcome-back">
        {PasswordTexts.welcomeBack} <strong>{vm.username}</strong>{' '}
        <Button variant="link" onClick={() => void step.follow('changeUser')}>
          {PasswordTexts.changeUser}
        </Button>
      </p>
      <ErrorSummary errors={form.summaryErrors} focusKey={step.failedSubmits} />
      <ServerErrorPanelView ref={panel} panel={step.serverPanel} />
      {step.warning ? <p className="warning-text">{step.warning}</p> : null}
      <form
        noValidate
        aria-busy={step.submitting}
        onSubmit={(e) => {
          e.preventDefault();
          void step.submit();
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
        <MemorableAnswerField form={form} label={PasswordTexts.memorableAnswerLabel} />
        <StepFormButtons submission={step} back={PasswordTexts.back} logOn={PasswordTexts.logOn} />
      </form>
      <StepHelpLinks
        label="Help with logging on"
        links={[
          { text: PasswordTexts.forgottenPassword, onSelect: () => void step.follow('forgottenPassword') },
          { text: PasswordTexts.forgottenAnswer, onSelect: () => void step.follow('forgottenAnswer') },
          { text: PasswordTexts.forgottenBoth, onSelect: () => void step.follow('forgottenBoth') },
        ]}
      />
    </AuthLayout>
  );
});
