import { createContext, useContext, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Navigate, Outlet, useParams } from 'react-router-dom';
import { expiryShown, isInboxTab, type InboxTab } from '../../core/inbox/secure-message';
import { leaveWhileUnknownWords } from '../../core/journey/unknown-outcome-words';
import { useViewModel } from '../di/container-context';
import { useLeaveGuard } from '../shell/use-leave-guard';
import { Button } from '../shared/Button';
import { FailurePanelView } from '../shared/FailurePanelView';
import { Loader } from '../shared/Loader';
import { Modal } from '../shared/Modal';
import { useNavigateWhileHere } from '../shared/use-navigate-while-here';
import { formatDate, messagePath, tabPath } from '../shared/inbox/inbox-paths';
import { MessageText } from '../shared/inbox/MessageText';
import { MessageViewModel } from './message.view-model';
import { ReplyForm } from './ReplyForm';

/**
 * The message's view model for its reply route (ReplyRoute). A React context rather than the outlet's
 * own context: the change guard's layout route stands between the two and draws an outlet of its own.
 */
const ReplyContext = createContext<MessageViewModel | null>(null);

/** What a reply's unknown outcome is called, on the notice and in the leave warning alike. */
const replyWords = { subject: 'reply' };

const Message = observer(function Message({ tab, id }: { tab: InboxTab; id: string }) {
  const vm = useViewModel(MessageViewModel);
  const whileHere = useNavigateWhileHere();
  useEffect(() => {
    void vm.open(tab, id);
    if (tab === 'received') void vm.checkSending(null, tabPath('received'), messagePath(tab, id));
    return () => vm.dispose();
  }, [vm, tab, id]);
  // Leaving asks while a reply is typed but not sent, and (in other words) while a send is out or its
  // answer is lost: the reply may have gone (it is kept for the session either way).
  useLeaveGuard(vm.replyFrozen || vm.replyTyped, vm.replyFrozen ? { words: leaveWhileUnknownWords(replyWords) } : {});

  const back = (
    <p>
      <Link to={tabPath(tab)}>Back to {tab === 'received' ? 'Inbox' : 'Sent messages'}</Link>
    </p>
  );
  const { state, deletion } = vm;
  if (state.status === 'loading') {
    return (
      <>
        <h1>Message</h1>
        <Loader label="Loading your message" />
      </>
    );
  }
  if (state.status === 'failed') {
    return (
      <>
        <h1>Message</h1>
        {vm.failure ? (
          <FailurePanelView panel={vm.failure} headingLevel={2}>
            <Button onClick={() => void vm.open(tab, id)}>Try again</Button>
          </FailurePanelView>
        ) : null}
        {back}
      </>
    );
  }
  const { message } = state;
  const expiry = expiryShown(message.expiryDate);
  return (
    <article className="message" aria-labelledby="message-subject">
      {back}
      <h1 id="message-subject" className="message-list__subject">
        {message.subject}
      </h1>
      <p className="message-meta">
        {tab === 'received' ? 'Received' : 'Sent'} {formatDate(message.created, true)}
        {expiry ? (
          <>
            <br />
            This message expires on {formatDate(expiry)}
          </>
        ) : null}
      </p>
      <MessageText text={message.text} />
      {deletion.step === 'failed' ? (
        <div className="notice notice--error" role="alert">
          <p>Sorry, we could not delete this message ({deletion.error.code}). Please try again later.</p>
          <Button variant="secondary" onClick={vm.dismissDeleteError}>
            Dismiss
          </Button>
        </div>
      ) : null}
      <div className="button-group">
        <Button variant="secondary" onClick={vm.askDelete}>
          Delete message
        </Button>
      </div>
      <Modal
        open={deletion.step === 'confirm' || deletion.step === 'deleting'}
        title="Delete this message?"
        onClose={vm.cancelDelete}
        actions={
          <>
            <Button
              variant="warning"
              aria-disabled={deletion.step === 'deleting' ? true : undefined}
              onClick={() => {
                // To the list only while the customer is still on this message.
                const go = whileHere();
                void vm.confirmDelete().then((deleted) => {
                  if (deleted) go(tabPath(tab), { state: { deleted: message.subject } });
                });
              }}
            >
              {deletion.step === 'deleting' ? 'Deleting…' : 'Delete'}
            </Button>
            <Button variant="secondary" onClick={vm.cancelDelete}>
              Cancel
            </Button>
          </>
        }
      >
        <p>You will not be able to see this message again.</p>
      </Modal>
      {tab === 'received' ? (
        vm.sendAllowed === false ? (
          <p className="notice">Sorry, you cannot send us a secure message at the moment.</p>
        ) : vm.sendAllowed ? (
          // The reply form, behind the change guard: its own route in the table (ReplyRoute).
          <ReplyContext.Provider value={vm}>
            <Outlet />
          </ReplyContext.Provider>
        ) : null
      ) : null}
    </article>
  );
});

/** /inbox/{tab}/{messageId}: one message as plain text, its delete modal and, when received, the reply. */
export function MessagePage() {
  const { tab, messageId } = useParams();
  if (!isInboxTab(tab) || !messageId) return <Navigate to={tabPath('received')} replace />;
  return <Message key={`${tab}/${messageId}`} tab={tab} id={messageId} />;
}

/**
 * The reply to a received message: the message route's index child (inbox.routes.tsx), declared a
 * change so the change guard asks ib-status before the form. In this module, so it adds no chunk.
 */
export function ReplyRoute() {
  const vm = useContext(ReplyContext);
  return vm ? <ReplyForm vm={vm} /> : null;
}
