import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { charactersRemaining } from '../../core/inbox/message-text';
import type { JourneyStore } from '../journey/journey.store';
import { useJourney } from '../journey/journey-context';
import { useJourneyNavigate } from '../journey/use-journey-navigate';
import { useViewModel } from '../di/container-context';
import { ErrorSummary } from '../shared/ErrorSummary';
import { Button } from '../shared/Button';
import { Loader } from '../shared/Loader';
import { SelectField } from '../inbox/fields/SelectField';
import { TextAreaField } from '../inbox/fields/TextAreaField';
import { errorOf, useMessageForm } from './message-form';
import type { GeneralMessageForm } from './general-forms';
import { SendMessageViewModel } from './send-message.view-model';

type Flow = JourneyStore<Record<string, string>>;

/** The details of a general message: send-allowed first, then subject (where there is a choice) and text. */
export const GeneralMessageDetailsPage = observer(function GeneralMessageDetailsPage() {
  const form = useMessageForm() as GeneralMessageForm;
  const journey = useJourney<Flow>();
  const go = useJourneyNavigate();
  const vm = useViewModel(SendMessageViewModel);
  const navigate = useNavigate();
  const returnPath = (useLocation().state as { returnPath?: string } | null)?.returnPath ?? null;
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    void vm.check(returnPath, form.defaultPath, [form.base]).then((redirectTo) => {
      if (redirectTo) void navigate(redirectTo, { replace: true, state: { sendNotAllowed: true } });
    });
  }, [vm, returnPath, form, navigate]);

  if (vm.allowed === null) {
    return (
      <>
        <h1>{form.title}</h1>
        <Loader label="Checking you can send us a message" />
      </>
    );
  }
  if (!vm.allowed) {
    return (
      <>
        <h1>{form.title}</h1>
        <p className="notice">Sorry, you cannot send us a secure message at the moment. Please call us instead.</p>
      </>
    );
  }
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
