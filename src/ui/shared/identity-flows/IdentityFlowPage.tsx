import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { IdentityFlowTexts } from '../../../core/identity-flows/identity-flow-texts';
import { useViewModel } from '../../di/container-context';
import { Button } from '../Button';
import { FlowLinks } from './FlowLinks';
import { ErrorSummary } from '../ErrorSummary';
import { Loader } from '../Loader';
import { AuthLayout } from '../auth/components/AuthLayout';
import { LeaveStepGuard } from '../auth/components/LeaveStepGuard';
import { ServerErrorPanelView } from '../auth/components/ServerErrorPanelView';
import { useFocusOnFailure } from '../auth/components/use-focus-on-failure';
import { FlowFieldView } from './FlowFieldView';
import { IdentityFlowViewModel } from './identity-flow.view-model';
import { StepTracker } from '../../journey/StepTracker';
import '../../journey/journey.css';
import './identity-flows.css';

/**
 * Every route of the identity flows (docs/rules/log-on-screens.md): the page shows the step the identity service
 * directs, so one page serves them all. Keyed by the path, so each step gets a fresh view model.
 */
export function IdentityFlowRoute() {
  const { pathname } = useLocation();
  return <IdentityFlowPage key={pathname} path={pathname} />;
}

const IdentityFlowPage = observer(function IdentityFlowPage({ path }: { path: string }) {
  const vm = useViewModel(IdentityFlowViewModel);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void vm.start(path);
  }, [vm, path]);
  useFocusOnFailure(vm.serverFailures, () => vm.firstInvalidFieldId, panel);

  const tracker = vm.tracker;
  const busy = vm.loading || vm.submitting || (vm.step?.data.autosubmit ?? false);
  return (
    <AuthLayout title={vm.title || IdentityFlowTexts.loading} onBackToLogOn={() => void vm.backToLogOn()}>
      <LeaveStepGuard step="other" />
      {tracker ? <StepTracker labels={tracker.labels} current={tracker.current} /> : null}
      <ErrorSummary errors={vm.summaryErrors} focusKey={vm.failedSubmits} />
      <ServerErrorPanelView ref={panel} panel={vm.serverPanel} />
      {busy ? <Loader /> : null}
      {vm.notes.map((note) => (
        <p key={`${note.label}:${note.text}`} className="flow-note">
          {note.label ? <strong>{note.label}: </strong> : null}
          {note.text}
        </p>
      ))}
      {vm.hasForm ? (
        <form
          noValidate
          aria-busy={vm.submitting}
          onSubmit={(e) => {
            e.preventDefault();
            void vm.submit();
          }}
        >
          {vm.fields.filter(vm.isShown).map((field) => (
            <FlowFieldView key={field.name} field={field} value={vm.values[field.name] ?? ''} error={vm.errorOf(field)} onChange={(v) => vm.setValue(field.name, v)} />
          ))}
          <div className="button-group">
            <Button type="submit" aria-disabled={vm.submitting} className={vm.submitting ? 'button--disabled' : undefined}>
              {IdentityFlowTexts.continue}
            </Button>
          </div>
        </form>
      ) : null}
      <FlowLinks links={vm.links} onFollow={(id) => void vm.follow(id)} className="flow-links" />
      {vm.step && !vm.step.form ? (
        <div className="button-group">
          <Button onClick={() => void vm.backToLogOn()}>{IdentityFlowTexts.logOn}</Button>
        </div>
      ) : null}
    </AuthLayout>
  );
});
