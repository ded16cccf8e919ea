import { useState } from 'react';
import { useResolvedPath } from 'react-router-dom';
import { charactersRemaining } from '../../core/inbox/message-text';
import { TextField } from '../shared/TextField';
import { DateInput } from '../shared/DateInput';
import { SelectField } from '../shared/inbox/fields/SelectField';
import { TextAreaField } from '../shared/inbox/fields/TextAreaField';
import { errorOf, useMessageForm } from '../shared/messages/message-form';
import { MessageDetailsStep } from '../shared/messages/MessageDetailsStep';
import { RequireSendAllowed } from '../shared/messages/RequireSendAllowed';
import { fieldId, type ManageAccountForm } from './manage-account-forms';

/**
 * The details step of a manage-account form: a message to the bank, so offered only once send-allowed
 * succeeds (docs/rules/customer-states.md; failing, back to Manage account, which says why); then its fields,
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

function FormFields() {
  const form = useMessageForm() as ManageAccountForm;
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  return (
    <MessageDetailsStep form={form}>
      {({ details, problems: all, submitted, update }) => {
        // A field's problem shows once it is left, or for all of them once Continue is pressed.
        const shownError = (key: string) => (submitted || touched[key] ? errorOf(all, fieldId(key)) : null);
        return (
          <>
            {form.fields.map((field) => {
              const id = fieldId(field.key);
              const value = details[field.key] ?? '';
              const onChange = (v: string) => update({ [field.key]: v });
              const onBlur = () => setTouched((t) => ({ ...t, [field.key]: true }));
              if (field.kind === 'select') {
                return (
                  <SelectField key={id} id={id} label={field.label} value={value} options={field.options ?? []} onChange={onChange} error={shownError(field.key)} />
                );
              }
              if (field.kind === 'date') {
                return <DateInput key={id} id={id} legend={field.label} hint={field.hint} value={value} onChange={onChange} onBlur={onBlur} error={shownError(field.key)} />;
              }
              // The text fields share all but their error rule and their extras.
              const text = { id, label: field.label, hint: field.hint, value, onChange, onBlur };
              if (field.kind === 'textarea') {
                return (
                  <TextAreaField
                    key={id}
                    {...text}
                    error={shownError(field.key) ?? (charactersRemaining(value) < 0 ? errorOf(all, id) : null)}
                    counter={{ remaining: charactersRemaining(value) }}
                  />
                );
              }
              return (
                <TextField
                  key={id}
                  {...text}
                  error={shownError(field.key)}
                  inputMode={field.kind === 'amount' ? 'decimal' : undefined}
                  autoComplete="off"
                />
              );
            })}
          </>
        );
      }}
    </MessageDetailsStep>
  );
}
