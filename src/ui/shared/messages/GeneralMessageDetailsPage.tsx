import { charactersRemaining } from '../../../core/inbox/message-text';
import { SelectField } from '../inbox/fields/SelectField';
import { TextAreaField } from '../inbox/fields/TextAreaField';
import { errorOf, useMessageForm } from './message-form';
import { MessageDetailsStep } from './MessageDetailsStep';
import type { GeneralMessageForm } from './general-forms';
import { RequireSendAllowed } from './RequireSendAllowed';

/** The details of a general message: send-allowed first, then subject (where there is a choice) and text. */
export const GeneralMessageDetailsPage = () => {
  const form = useMessageForm() as GeneralMessageForm;
  return (
    <RequireSendAllowed title={form.title} defaultPath={form.defaultPath} excludedPaths={[form.base]}>
      <GeneralMessageFields />
    </RequireSendAllowed>
  );
};

function GeneralMessageFields() {
  const form = useMessageForm() as GeneralMessageForm;
  return (
    <MessageDetailsStep form={form}>
      {({ details, problems, submitted, update }) => {
        const errors = submitted ? problems : [];
        return (
          <>
            {form.subjects ? (
              <SelectField
                id="message-subject"
                label="Subject"
                value={details.messageType ?? ''}
                options={form.subjects}
                onChange={(messageType) => update({ messageType })}
                error={errorOf(errors, 'message-subject')}
                placeholder="Choose a subject"
              />
            ) : null}
            <TextAreaField
              id="message-text"
              label={form.textLabel ?? 'Your message'}
              hint="Do not include your full card number or any passwords."
              value={details.messageText ?? ''}
              onChange={(messageText) => update({ messageText })}
              // Too long shows at once, as the counter does; other problems wait for Continue.
              error={errorOf(errors, 'message-text') ?? (charactersRemaining(details.messageText ?? '') < 0 ? errorOf(problems, 'message-text') : null)}
              counter={{ remaining: charactersRemaining(details.messageText ?? '') }}
            />
          </>
        );
      }}
    </MessageDetailsStep>
  );
}
