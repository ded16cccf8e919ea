import { Link } from 'react-router-dom';
import { whatHappensNext } from '../../../core/messages/bank-message';
import { useMessageForm } from './message-form';
import { useJourney } from '../../journey/journey-context';

/** The confirmation: sent, what happens next and when the bank will answer. */
export function MessageConfirmPage() {
  const form = useMessageForm();
  const journey = useJourney();
  const kind = form.toMessage(journey.details as Record<string, string>).kind;
  const { next, answerBy } = whatHappensNext(kind);
  return (
    <>
      <div className="panel panel--success" role="status">
        <h1>Your {form.subject} has been sent</h1>
      </div>
      <h2>What happens next</h2>
      <p>{next}</p>
      <p>{answerBy}</p>
      <p>
        <Link to={form.done.path}>{form.done.label}</Link>
      </p>
      {kind === 'message' ? (
        <p>
          <Link to="/inbox/sent">See your sent messages</Link>
        </p>
      ) : null}
    </>
  );
}
