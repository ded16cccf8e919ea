import { useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { JourneyStore } from '../../journey/journey.store';
import { useJourney } from '../../journey/journey-context';
import { useJourneyNavigate } from '../../journey/use-journey-navigate';
import { Button } from '../Button';
import { ErrorSummary, type SummaryError } from '../ErrorSummary';
import type { MessageForm } from './message-form';

type Flow = JourneyStore<Record<string, string>>;

/** What the fields of a details step are drawn from. */
export interface DetailsStepState {
  details: Record<string, string>;
  /** Every problem with the entries as they are now. */
  problems: SummaryError[];
  /** Continue has been pressed at least once: from then on every problem is shown. */
  submitted: boolean;
  update: (patch: Record<string, string>) => void;
}

/**
 * The details step of a message journey (general messages and manage-account forms alike): the
 * form's heading and intro, the GOV.UK error summary, and Continue, which checks the entries, counts
 * a failed try (the summary takes focus again) or starts the review with the message they make.
 */
export const MessageDetailsStep = observer(function MessageDetailsStep({
  form,
  children,
}: {
  form: MessageForm & { intro: string };
  children: (state: DetailsStepState) => ReactNode;
}) {
  const journey = useJourney<Flow>();
  const go = useJourneyNavigate();
  const [submitted, setSubmitted] = useState(false);
  const details = journey.details;
  const problems = form.validate(details);
  return (
    <>
      <h1>{form.title}</h1>
      <p>{form.intro}</p>
      <ErrorSummary errors={submitted ? problems : []} focusKey={journey.failedSubmits} />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setSubmitted(true);
          if (form.validate(journey.details).length > 0) {
            journey.noteFailedSubmit();
            return;
          }
          const next = journey.pass('details');
          journey.beginReview(form.toMessage(journey.details));
          go(next);
        }}
      >
        {children({ details, problems, submitted, update: (patch) => journey.update(patch) })}
        <div className="button-group">
          <Button type="submit">Continue</Button>
        </div>
      </form>
    </>
  );
});
