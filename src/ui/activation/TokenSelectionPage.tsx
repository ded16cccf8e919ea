import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { TokenSelectionTexts } from '../../core/auth-forms/later-log-on-texts';
import { useViewModel } from '../di/container-context';
import { Button } from '../shared/Button';
import { ErrorSummary } from '../shared/ErrorSummary';
import { FieldError } from '../shared/FieldError';
import { Loader } from '../shared/Loader';
import { AuthLayout } from '../shared/auth/components/AuthLayout';
import { LeaveStepGuard } from '../shared/auth/components/LeaveStepGuard';
import { ServerErrorPanelView } from '../shared/auth/components/ServerErrorPanelView';
import { useFocusOnFailure } from '../shared/auth/components/use-focus-on-failure';
import { TokenSelectionViewModel } from './token-selection.view-model';

/**
 * Activation, 'Select Secure Key' (docs/rules/log-on-screens.md and docs/rules/log-on-states.md): where forced token selection and the
 * read-only customer's 'Proceed' lead. The identity page's select is shown as a radio group, so both
 * choices are visible at once and nothing is chosen for the customer.
 */
export const TokenSelectionPage = observer(function TokenSelectionPage() {
  const vm = useViewModel(TokenSelectionViewModel);
  const panel = useRef<HTMLDivElement>(null);
  const { select } = vm;

  useEffect(() => {
    void vm.start();
  }, [vm]);
  useFocusOnFailure(vm.serverFailures, () => vm.visibleError && vm.fieldId, panel);

  const errorId = `${vm.fieldId}-error`;
  return (
    <AuthLayout title={vm.title} onBackToLogOn={() => void vm.backToLogOn()}>
      <LeaveStepGuard step="other" />
      <ErrorSummary errors={vm.summaryErrors} focusKey={vm.failedSubmits} />
      <ServerErrorPanelView ref={panel} panel={vm.serverPanel} />
      {vm.loading ? <Loader /> : null}
      {select ? (
        <form
          noValidate
          aria-busy={vm.submitting}
          onSubmit={(e) => {
            e.preventDefault();
            void vm.submit();
          }}
        >
          <fieldset
            className={['form-group', 'token-choice', vm.visibleError ? 'form-group--error' : ''].filter(Boolean).join(' ')}
            aria-describedby={vm.visibleError ? errorId : undefined}
          >
            <legend className="label">{vm.legend}</legend>
            {vm.visibleError ? <FieldError id={errorId} message={vm.visibleError} /> : null}
            {select.options.map((option, index) => {
              const id = `${select.key}-${index}`;
              return (
                <div className="radio" key={option.value}>
                  <input
                    id={id}
                    type="radio"
                    name={select.key}
                    value={option.value}
                    checked={vm.choice === option.value}
                    onChange={() => vm.choose(option.value)}
                  />
                  <label htmlFor={id}>{option.label}</label>
                </div>
              );
            })}
          </fieldset>
          <div className="button-group">
            <Button type="submit" aria-disabled={vm.submitting} className={vm.submitting ? 'button--disabled' : undefined}>
              {TokenSelectionTexts.continue}
            </Button>
          </div>
        </form>
      ) : null}
    </AuthLayout>
  );
});
