import { observer } from 'mobx-react-lite';
import type { MessageSent } from '../../../core/messages/send-bank-message.use-case';
import { ConfirmButton } from '../../journey/ConfirmButton';
import { LostAnswerNotice } from '../../journey/LostAnswerNotice';
import type { JourneyStore } from '../../journey/journey.store';
import { useJourney, useJourneyContext } from '../../journey/journey-context';
import { useJourneyNavigate } from '../../journey/use-journey-navigate';
import { useInjection } from '../../di/container-context';
import { Link } from 'react-router-dom';
import { MessageText } from '../inbox/MessageText';
import { useMessageForm } from './message-form';
import { MessageSender } from './message-sender';

type Flow = JourneyStore<Record<string, string>, MessageSent>;

/** The review of any message form: what will be sent, Change, and Confirm (one key per review). */
export const MessageReviewPage = observer(function MessageReviewPage() {
  const form = useMessageForm();
  const journey = useJourney<Flow>();
  const { base } = useJourneyContext();
  const go = useJourneyNavigate();
  const sender = useInjection<MessageSender>(MessageSender);
  const state = journey.confirmState;
  const confirm = () => {
    void journey
      .confirm((key) => sender.send(form.toMessage(journey.details), key))
      .then((answer) => {
        if (answer.kind === 'accepted') go(journey.pass('review'), { replace: true });
      });
  };
  return (
    <>
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
      {state.kind === 'refused' ? (
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
