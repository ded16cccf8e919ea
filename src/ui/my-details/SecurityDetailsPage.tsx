import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { failurePanel } from '../../core/shell/failure-panel';
import { leaveWhileUnknownWords } from '../../core/journey/unknown-outcome-words';
import { ReauthenticationTexts } from '../../core/my-details/security-details.use-cases';
import { useViewModel } from '../di/container-context';
import { useFocusOnFailure } from '../shared/auth/components/use-focus-on-failure';
import { useLeaveGuard } from '../shell/use-leave-guard';
import { FlowFieldView } from '../shared/identity-flows/FlowFieldView';
import { FlowLinks } from '../shared/identity-flows/FlowLinks';
import { ConfirmButton } from '../journey/ConfirmButton';
import { LostAnswerNotice } from '../journey/LostAnswerNotice';
import { ErrorSummary } from '../shared/ErrorSummary';
import { FailurePanelView } from '../shared/FailurePanelView';
import { Loader } from '../shared/Loader';
import { ReauthenticationField } from '../signing/ReauthenticationField';
import { SecurityDetailsViewModel } from './security-details.view-model';

/** Every route of security details: the page the identity service directs. Keyed by path: a fresh view model per page. */
export function SecurityDetailsRoute() {
  const { pathname } = useLocation();
  return <SecurityDetailsPage key={pathname} path={pathname} />;
}

/** What a security change's unknown outcome is called, on the notice and in the leave warning alike. */
const changeWords = { subject: 'change' };

const SecurityDetailsPage = observer(function SecurityDetailsPage({ path }: { path: string }) {
  const vm = useViewModel(SecurityDetailsViewModel);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void vm.start(path);
    return () => vm.dispose();
  }, [vm, path]);
  useFocusOnFailure(vm.serverFailures, () => vm.firstInvalidFieldId, panel, vm.summaryErrors.length > 0);
  // The change's own outcome page never asks; every other way out with something typed does, and
  // (in other words) while a change is out or its answer lost: the bank may have made it.
  useLeaveGuard(vm.dirty || vm.change.awaitingAnswer, {
    disabledPaths: ['/security-details/update-complete'],
    ...(vm.change.awaitingAnswer ? { words: leaveWhileUnknownWords(changeWords) } : {}),
  });

  if (vm.failure) return <FailurePanelView panel={{ ...failurePanel({ code: vm.failure.code }), message: vm.failure.message }} />;
  if (!vm.step) return <Loader label="Loading security details" />;
  const { entries, change } = vm;
  const state = change.confirmState;
  return (
    <>
      <ErrorSummary errors={vm.summaryErrors} focusKey={vm.failedSubmits + vm.serverFailures} />
      {vm.stepKey !== 'options' && !vm.isOutcome ? (
        <p>
          <Link to="/security-details">Back to Security details</Link>
        </p>
      ) : null}
      <h1>{vm.title}</h1>
      {vm.isOutcome ? (
        <div className="panel" role="status">
          <p>{vm.message}</p>
        </div>
      ) : vm.message ? (
        <p>{vm.message}</p>
      ) : null}
      <div ref={panel} tabIndex={-1}>
        {entries.pageErrors.map((text) => (
          <p key={text} className="md-alert">
            {text}
          </p>
        ))}
        {entries.secretsCleared ? <p className="md-note">{ReauthenticationTexts.secretsCleared}</p> : null}
        {change.lockMessage ? (
          <p className="md-alert" role="alert">
            {change.lockMessage}
          </p>
        ) : null}
        {change.attemptsNote ? <p className="md-note">{change.attemptsNote}</p> : null}
      </div>
      {vm.hasForm ? (
        <form
          key={entries.clearings}
          noValidate
          aria-busy={change.sending}
          onSubmit={(e) => {
            e.preventDefault();
            void vm.submit();
          }}
        >
          {entries.fields.map((field) => (
            <FlowFieldView
              key={field.name}
              field={field}
              value={entries.values[field.name] ?? ''}
              error={entries.errorOf(field)}
              onChange={(v) => entries.setValue(field.name, v)}
            />
          ))}
          <ReauthenticationField field={change.reauthentication} asked={change.reauthenticationAsked && state.kind !== 'unknown'} disabled={change.locked || change.sending} />
          {state.kind === 'unknown' ? (
            <LostAnswerNotice subject={changeWords.subject} retrying={change.sending} onRetry={() => void vm.submit()}>
              <p>
                To check, log off and log on again: if your new details work, the change was made. Until you know, do not use the old details more
                than once, as wrong tries count towards a lock.
              </p>
            </LostAnswerNotice>
          ) : (
            <div className="button-group">
              <ConfirmButton submit sending={change.sending} onConfirm={() => undefined}>
                Confirm change
              </ConfirmButton>
            </div>
          )}
        </form>
      ) : null}
      <FlowLinks links={vm.links} onFollow={(id) => void vm.follow(id)} className="md-actions md-actions--column" />
      {vm.isOutcome ? (
        <ul className="md-actions">
          <li>
            <Link to="/security-details">Back to Security details</Link>
          </li>
          <li>
            <Link to="/my-details">My details</Link>
          </li>
        </ul>
      ) : null}
      {vm.loading ? <Loader size={24} /> : null}
    </>
  );
});
