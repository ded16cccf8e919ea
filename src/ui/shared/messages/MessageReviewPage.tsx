import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { MessageSent } from '../../../core/messages/send-bank-message.use-case';
import { ConfirmButton } from '../../journey/ConfirmButton';
import { LostAnswerNotice } from '../../journey/LostAnswerNotice';
import type { JourneyStore } from '../../journey/journey.store';
import { useJourney, useJourneyContext } from '../../journey/journey-context';
import { useJourneyNavigate } from '../../journey/use-journey-navigate';
import { useInjection } from '../../di/container-context';
import { Link } from 'react-router-dom';
import { ErrorSummary } from '../ErrorSummary';
import { MessageText } from '../inbox/MessageText';
import { ReauthenticationField } from '../../signing/ReauthenticationField';
import { ReauthenticationFieldState } from '../../signing/reauthentication-field.state';
import { useMessageForm } from './message-form';
import { MessageSender } from './message-sender';

type Flow = JourneyStore<Record<string, string>, MessageSent>;

/**
 * The review of any message form: what will be sent, Change, and Confirm (one key per review). After
 * the bank answers 0004 the kit's Re-authentication field shows, and the next press sends the code
 * under the same key.
 */
export const MessageReviewPage = observer(function MessageReviewPage() {
  const form = useMessageForm();
  const journey = useJourney<Flow>();
  const { base } = useJourneyContext();
  const go = useJourneyNavigate();
  const sender = useInjection<MessageSender>(MessageSender);
  const state = journey.confirmState;
  const [field] = useState(() => new ReauthenticationFieldState());
  const asked = journey.asksForReauthenticationCode;
  const confirm = () => {
    void journey
      .confirm((key, codes) => sender.send(form.toMessage(journey.details), key, codes), asked ? { codes: field.take() } : {})
      .then((result) => {
        field.noteResult(result, asked);
        if (result.kind === 'accepted') go(journey.pass('review'), { replace: true });
      });
  };
  return (
    <>
      <ErrorSummary errors={field.summary(asked)} focusKey={field.failures} />
      <h1>Check your {form.subject}</h1>
      <dl className="review-list">
        {form.review(journey.details).map((row) => (
          <div key={row.label} className="review-list__row">
            <dt>{row.label}</dt>
            <dd>{row.multiline ? <MessageText text={row.value} /> : <span className="review-list__value">{row.value}</span>}</dd>
          </div>
        ))}
      </dl>
      {journey.frozen ? (
        // No answer yet: it may have arrived, so it cannot be changed (core's frozen state); only Try again.
        <p className="hint">Your {form.subject} cannot be changed until we know whether it arrived.</p>
      ) : (
        <p>
          <Link to={base}>Change your {form.subject}</Link>
        </p>
      )}
      <ReauthenticationField field={field} asked={asked && state.kind !== 'unknown'} disabled={journey.sending} />
      {state.kind === 'refused' && !(asked && field.message) ? (
        <div className="notice notice--error" role="alert">
          <p>
            Sorry, we could not send your {form.subject} ({state.code}). Nothing you wrote has been lost: you can change it or
            try again.
          </p>
        </div>
      ) : null}
      {state.kind === 'unknown' ? (
        <LostAnswerNotice subject={form.subject} retrying={journey.sending} onRetry={confirm}>
          <p>
            Sent messages are listed in your <Link to="/inbox/sent">Sent messages</Link>.
          </p>
        </LostAnswerNotice>
      ) : (
        <div className="button-group">
          <ConfirmButton sending={journey.sending} onConfirm={confirm}>
            Send
          </ConfirmButton>
        </div>
      )}
    </>
  );
});
