import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { LaterLogOnLimits, SecureTokenTexts } from '../../../core/auth-forms/later-log-on-texts';
import { useViewModel } from '../../di/container-context';
import { usePrefetchOnIdle } from '../../shell/use-prefetch-on-idle';
import { ErrorSummary } from '../../shared/ErrorSummary';
import { perfMark } from '../../shared/perf-marks';
import { TextField } from '../../shared/TextField';
import { AuthLayout } from '../../shared/auth/components/AuthLayout';
import { MemorableAnswerField } from '../components/MemorableAnswerField';
import { StepFormButtons } from '../components/StepFormButtons';
import { LeaveStepGuard } from '../../shared/auth/components/LeaveStepGuard';
import { SecurityCodeInstructions } from '../components/SecurityCodeInstructions';
import { ServerErrorPanelView } from '../../shared/auth/components/ServerErrorPanelView';
import { StepHelpLinks, type StepHelpLink } from '../components/StepHelpLinks';
import { TokenToggle } from '../components/TokenToggle';
import { useFocusOnFailure } from '../../shared/auth/components/use-focus-on-failure';
import { forgottenDskPasswordPath } from '../helpers/ForgottenDskPasswordPage';
import { SecureTokenViewModel } from './secure-token.view-model';
import { pasteTrimmed } from '../../shared/paste-trimmed';

/** Log-on stage 3 (docs/rules/log-on-screens.md). */
export const SecureTokenPage = observer(function SecureTokenPage() {
  const vm = useViewModel(SecureTokenViewModel);
  const panel = useRef<HTMLDivElement>(null);
  const step = vm.submission;
  const { form } = step;

  // Once, before the first render: the step's fields (character boxes, memorable answer) are known
  // now, so the page paints once with them instead of an empty form that then grows (a layout shift).
  useState(() => vm.prepare());
  useEffect(() => {
    vm.start();
  }, [vm]);
  // The whole accounts area and Balances' code, before 'Log on' (no chunk between it and
  // the accounts request); stage 2 fetched a part of it ahead, so this step carries the rest.
  usePrefetchOnIdle('accounts');
  useFocusOnFailure(step.serverFailures, () => step.firstInvalidFieldId, panel);

  const links: StepHelpLink[] = [{ text: SecureTokenTexts.forgottenMemorable, onSelect: () => void step.follow('forgottenMemorable') }];
  if (vm.hardware) links.push({ text: SecureTokenTexts.forgottenSkPin, onSelect: () => void step.follow('forgottenSkPin') });

  return (
    <AuthLayout title={vm.title} onBackToLogOn={() => void step.backToLogOn()}>
      <LeaveStepGuard step="securetoken" />
      <ErrorSummary errors={form.summaryErrors} focusKey={step.failedSubmits} />
      <ServerErrorPanelView ref={panel} panel={step.serverPanel} />
      {step.warning ? <p className="warning-text">{step.warning}</p> : null}
      {vm.showToggle ? <TokenToggle tokenType={vm.tokenType} onSelect={vm.selectDevice} /> : null}
      <form
        noValidate
        aria-busy={step.submitting}
        onSubmit={(e) => {
          e.preventDefault();
          // The benchmark's start of 'Log on pressed → Balances painted' (scripts/bench-user-flow.mjs).
          perfMark('logon:submit');
          void step.submit();
        }}
      >
        <MemorableAnswerField form={form} label={SecureTokenTexts.memorableAnswerLabel} />
        <SecurityCodeInstructions kind="logOn" device={vm.hardware ? 'hardware' : 'app'} />
        {form.asks('idv_OtpCredential') ? (
          <TextField
            id="idv_OtpCredential"
            name="idv_OtpCredential"
            type="password"
            label={SecureTokenTexts.securityCodeLabel}
            value={form.values.idv_OtpCredential}
            onChange={(v) => form.set('idv_OtpCredential', v)}
            onFocus={() => form.touch.focus('idv_OtpCredential')}
            onBlur={() => form.touch.blur('idv_OtpCredential')}
            error={form.visibleError('idv_OtpCredential')}
            maxLength={LaterLogOnLimits.securityCodeMax}
            onPaste={pasteTrimmed}
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-required="true"
          />
        ) : null}
        <section className="fraud-alert" aria-labelledby="fraud-alert-title">
          <h2 id="fraud-alert-title">{SecureTokenTexts.fraudAlertHeading}</h2>
          <p>{SecureTokenTexts.fraudAlertBody}</p>
        </section>
        <StepFormButtons submission={step} back={SecureTokenTexts.back} logOn={SecureTokenTexts.logOn} />
      </form>
      <StepHelpLinks label="Help with logging on" links={links} />
      {vm.hardware ? null : (
        <p className="dsk-help">
          <Link to={forgottenDskPasswordPath}>{SecureTokenTexts.forgottenDskPassword}</Link>
        </p>
      )}
    </AuthLayout>
  );
});
