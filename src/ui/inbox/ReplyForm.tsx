import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { fieldErrorVisible } from '../../core/shell/field-error';
import { replySubjects } from '../../core/inbox/secure-message';
import { LostAnswerNotice } from '../journey/LostAnswerNotice';
import { Button } from '../shared/Button';
import { ErrorSummary } from '../shared/ErrorSummary';
import { SelectField } from '../shared/inbox/fields/SelectField';
import { TextAreaField } from '../shared/inbox/fields/TextAreaField';
import { tabPath } from '../shared/inbox/inbox-paths';
import { ReauthenticationField } from '../signing/ReauthenticationField';
import type { MessageViewModel } from './message.view-model';

/** Reply to a received message: subject (Feedback or Complaints), text with a counter, Send. */
export const ReplyForm = observer(function ReplyForm({ vm }: { vm: MessageViewModel }) {
  const textError = fieldErrorVisible({ touched: vm.textTouched, active: false, submitAttempted: vm.submitted }) ? vm.textError : null;
  // The counter's own message shows as soon as the text is too long, without waiting for a submit.
  const shownTextError = textError ?? (vm.remaining < 0 ? vm.textError : null);
  return (
    <section className="reply" aria-labelledby="reply-title">
      <h2 id="reply-title">Reply</h2>
      {vm.send.step === 'sent' ? (
        <p className="notice" role="status">
          Your reply has been sent. You can find it in <Link to={tabPath('sent')}>Sent messages</Link>.
        </p>
      ) : null}
      {vm.send.step === 'failed' ? (
        <div className="notice notice--error" role="alert">
          <p>Sorry, we could not send your reply ({vm.send.error.code}). Nothing you wrote has been lost: please try again.</p>
        </div>
      ) : null}
      {vm.lostAnswer ? (
        <LostAnswerNotice subject="reply" retrying={vm.send.step === 'sending'} onRetry={() => void vm.submitReply()}>
          <p>
            Look in <Link to={tabPath('sent')}>Sent messages</Link>: if your reply is there, it has been sent.
          </p>
          <p className="reply__kept">Your reply: {vm.text}</p>
        </LostAnswerNotice>
      ) : null}
      <ErrorSummary errors={vm.errors} focusKey={vm.failedSubmits} />
      <form
        hidden={vm.lostAnswer}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void vm.submitReply();
        }}
      >
        <SelectField
          id="reply-subject"
          label="Subject"
          value={vm.subject}
          options={replySubjects.map((s) => ({ value: s.messageType, label: s.label }))}
          onChange={vm.setSubject}
          error={vm.submitted ? vm.subjectError : null}
          placeholder="Choose a subject"
        />
        <TextAreaField
          id="reply-text"
          label="Your message"
          hint="Do not include your full card number or any passwords."
          value={vm.text}
          onChange={vm.setText}
          onBlur={vm.touchText}
          error={shownTextError}
          counter={{ remaining: vm.remaining }}
        />
        <ReauthenticationField field={vm.reauthentication} asked={vm.reauthenticationAsked} disabled={vm.send.step === 'sending'} />
        <div className="button-group">
          <Button type="submit" aria-disabled={vm.send.step === 'sending' ? true : undefined}>
            {vm.send.step === 'sending' ? 'Sending…' : 'Send reply'}
          </Button>
        </div>
      </form>
    </section>
  );
});
