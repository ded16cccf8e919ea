import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { charactersRemaining } from '../../core/inbox/message-text';
import type { JourneyStore } from '../journey/journey.store';
import { useJourney } from '../journey/journey-context';
import { useJourneyNavigate } from '../journey/use-journey-navigate';
import { ErrorSummary } from '../shared/ErrorSummary';
import { Button } from '../shared/Button';
import { SelectField } from '../inbox/fields/SelectField';
import { TextAreaField } from '../inbox/fields/TextAreaField';
import { errorOf, useMessageForm } from './message-form';
import type { GeneralMessageForm } from './general-forms';
import { RequireSendAllowed } from './RequireSendAllowed';

type Flow = JourneyStore<Record<string, string>>;

/** The details of a general message: send-allowed first, then subject (where there is a choice) and text. */
export const GeneralMessageDetailsPage = () => {
  const form = useMessageForm() as GeneralMessageForm;
  return (
    <RequireSendAllowed title={form.title} defaultPath={form.defaultPath} excludedPaths={[form.base]}>
      <GeneralMessageFields />
    </RequireSendAllowed>
  );
};

const GeneralMessageFields = observer(function GeneralMessageFields() {
  const form = useMessageForm() as GeneralMessageForm;
  const journey = useJourney<Flow>();
  const go = useJourneyNavigate();
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? form.validate(journey.details) : [];
  const details = journey.details;
  return (
    <>
      <h1>{form.title}</h1>
      <p>{form.intro}</p>
      <ErrorSummary errors={errors} focusKey={journey.failedSubmits} />
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
        {form.subjects ? (
          <SelectField
            id="message-subject"
            label="Subject"
            value={details.messageType ?? ''}
            options={form.subjects}
            onChange={(messageType) => journey.update({ messageType })}
            error={errorOf(errors, 'message-subject')}
            placeholder="Choose a subject"
          />
        ) : null}
        <TextAreaField
          id="message-text"
          label={form.textLabel ?? 'Your message'}
          hint="Do not include your full card number or any passwords."
          value={details.messageText ?? ''}
          onChange={(messageText) => journey.update({ messageText })}
          error={errorOf(errors, 'message-text') ?? (charactersRemaining(details.messageText ?? '') < 0 ? form.validate(details).find((e) => e.fieldId === 'message-text')?.message : null)}
          counter={{ remaining: charactersRemaining(details.messageText ?? '') }}
        />
        <div className="button-group">
          <Button type="submit">Continue</Button>
        </div>
      </form>
    </>
  );
});
