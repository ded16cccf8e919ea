import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { expiryShown, isInboxTab, type InboxTab, type MessageSummary } from '../../core/inbox/secure-message';
import { useViewModel } from '../di/container-context';
import { Button } from '../shared/Button';
import { FailurePanelView } from '../shared/FailurePanelView';
import { Loader } from '../shared/Loader';
import { formatDate, messagePath, tabPath } from '../shared/inbox/inbox-paths';
import { InboxListViewModel } from './inbox-list.view-model';

function MessageLine({ tab, message }: { tab: InboxTab; message: MessageSummary }) {
  const unread = message.status === 'unread';
  const expiry = expiryShown(message.expiryDate);
  return (
    <li className={['message-list__item', unread ? 'message-list__item--unread' : ''].join(' ')} data-message-id={message.id}>
      <Link to={messagePath(tab, message.id)} className="message-list__subject">
        {unread ? (
          <span className="unread-marker">
            New<span className="visually-hidden"> (unread)</span>
          </span>
        ) : null}
        {message.subject}
      </Link>
      <p className="message-list__meta">
        {tab === 'received' ? 'Received' : 'Sent'} {formatDate(message.created)}
        {expiry ? ` · Expires ${formatDate(expiry)}` : ''}
      </p>
    </li>
  );
}

const List = observer(function List({ tab }: { tab: InboxTab }) {
  const vm = useViewModel(InboxListViewModel);
  useEffect(() => {
    void vm.load(tab);
    return () => vm.dispose();
  }, [vm, tab]);
  const heading = tab === 'received' ? 'Inbox' : 'Sent messages';
  const deleted = (useLocation().state as { deleted?: string } | null)?.deleted;
  const { state } = vm;
  return (
    <>
      <h1>{heading}</h1>
      {deleted ? (
        <p className="notice" role="status">
          Your message &lsquo;{deleted}&rsquo; has been deleted.
        </p>
      ) : null}
      {tab === 'received' && vm.unreadCount !== null ? (
        <p>
          You have {vm.unreadCount} unread message{vm.unreadCount === 1 ? '' : 's'}.
        </p>
      ) : null}
      {state.status === 'loading' ? <Loader label="Loading your messages" /> : null}
      {state.status === 'failed' && vm.failure ? (
        <FailurePanelView panel={vm.failure} headingLevel={2}>
          <Button onClick={() => void vm.load(tab, true)}>Try again</Button>
        </FailurePanelView>
      ) : null}
      {state.status === 'loaded' ? (
        state.messages.length === 0 ? (
          <p>You have no messages to display</p>
        ) : (
          <ul className="message-list" aria-label={tab === 'received' ? 'Received messages' : 'Sent messages'}>
            {state.messages.map((m) => (
              <MessageLine key={m.id} tab={tab} message={m} />
            ))}
          </ul>
        )
      ) : null}
    </>
  );
});

/** /inbox/{tab}: the received or sent list. An unknown tab goes to received. */
export function InboxListPage() {
  const { tab } = useParams();
  if (!isInboxTab(tab)) return <Navigate to={tabPath('received')} replace />;
  return <List key={tab} tab={tab} />;
}
