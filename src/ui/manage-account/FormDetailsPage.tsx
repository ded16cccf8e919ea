import { useState } from 'react';
import { useResolvedPath } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { charactersRemaining } from '../../core/inbox/message-text';
import type { JourneyStore } from '../journey/journey.store';
import { useJourney } from '../journey/journey-context';
import { useJourneyNavigate } from '../journey/use-journey-navigate';
import { Button } from '../shared/Button';
import { ErrorSummary } from '../shared/ErrorSummary';
import { TextField } from '../shared/TextField';
import { SelectField } from '../inbox/fields/SelectField';
import { TextAreaField } from '../inbox/fields/TextAreaField';
import { errorOf, useMessageForm } from '../messages/message-form';
import { RequireSendAllowed } from '../messages/RequireSendAllowed';
import { fieldId, type ManageAccountForm } from './manage-account-forms';

type Flow = JourneyStore<Record<string, string>>;

/**
 * The details step of a manage-account form: a message to the bank, so offered only once send-allowed
 * succeeds (spec 02 section 4; failing, back to Manage account, which says why); then its fields,
 * checked on Continue (GOV.UK error summary).
 */
export const FormDetailsPage = () => {
  const form = useMessageForm() as ManageAccountForm;
  const here = useResolvedPath('.').pathname;
  const manageAccount = useResolvedPath(form.done.path).pathname;
  return (
    <RequireSendAllowed title={form.title} defaultPath={manageAccount} excludedPaths={[here]}>
      <FormFields />
    </RequireSendAllowed>
  );
};

const FormFields = observer(function FormFields() {
  const form = useMessageForm() as ManageAccountForm;
  const journey = useJourney<Flow>();
  const go = useJourneyNavigate();
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const details = journey.details;
  const all = form.validate(details);
  const errors = submitted ? all : [];
  const shownError = (key: string) => (submitted || touched[key] ? errorOf(all, fieldId(key)) : null);
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
        {form.fields.map((field) => {
          const id = fieldId(field.key);
          const value = details[field.key] ?? '';
          const onChange = (v: string) => journey.update({ [field.key]: v });
          const onBlur = () => setTouched((t) => ({ ...t, [field.key]: true }));
          if (field.kind === 'select') {
            return (
              <SelectField key={id} id={id} label={field.label} value={value} options={field.options ?? []} onChange={onChange} error={shownError(field.key)} />
            );
          }
          if (field.kind === 'textarea') {
            return (
              <TextAreaField
                key={id}
                id={id}
                label={field.label}
                hint={field.hint}
                value={value}
                onChange={onChange}
                onBlur={onBlur}
                error={shownError(field.key) ?? (charactersRemaining(value) < 0 ? errorOf(all, id) : null)}
                counter={{ remaining: charactersRemaining(value) }}
              />
            );
          }
          return (
            <TextField
              key={id}
              id={id}
              label={field.label}
              hint={field.hint}
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              error={shownError(field.key)}
              inputMode={field.kind === 'amount' ? 'decimal' : undefined}
              autoComplete="off"
            />
          );
        })}
        <div className="button-group">
          <Button type="submit">Continue</Button>
        </div>
      </form>
    </>
  );
});
