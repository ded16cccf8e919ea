import { observer } from 'mobx-react-lite';
import { Button } from '../../shared/Button';
import type { LogOnStepSubmission } from '../forms/log-on-step-submission';

/**
 * 'Back' and 'Log on' of stages 2 and 3. 'Log on' stays focusable while it cannot submit yet
 * (aria-disabled), so using it still explains what is missing.
 */
export const StepFormButtons = observer(function StepFormButtons({
  submission,
  back,
  logOn,
}: {
  submission: LogOnStepSubmission;
  back: string;
  logOn: string;
}) {
  return (
    <div className="button-group">
      <Button variant="secondary" onClick={() => void submission.backToLogOn()}>
        {back}
      </Button>
      <Button type="submit" aria-disabled={!submission.canSubmit} className={submission.canSubmit ? undefined : 'button--disabled'}>
        {logOn}
      </Button>
    </div>
  );
});
