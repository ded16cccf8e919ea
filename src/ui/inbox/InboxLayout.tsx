import { observer } from 'mobx-react-lite';
import { NavLink, Outlet } from 'react-router-dom';
import { useInjection } from '../di/container-context';
import { RequireFullLogOn } from '../shell/RequireFullLogOn';
import { UnreadCountStore } from '../shell/unread-count.store';
import { tabPath } from '../shared/inbox/inbox-paths';
import { RequireAccess } from '../shared/RequireAccess';
import '../shared/inbox/inbox.css';

const Tabs = observer(function Tabs() {
  const unread = useInjection(UnreadCountStore);
  return (
    <nav aria-label="Inbox">
      <ul className="inbox-tabs">
        <li>
          <NavLink to={tabPath('received')}>
            Received
            {unread.count ? <span className="visually-hidden">, {unread.count} unread</span> : null}
          </NavLink>
        </li>
        <li>
          <NavLink to={tabPath('sent')}>Sent</NavLink>
        </li>
      </ul>
    </nav>
  );
});

/** /inbox and below: a full log-on (CAM40) first, then the tabs and the page. */
export function InboxLayout() {
  return (
    <RequireFullLogOn>
      <RequireAccess requires={{ toggles: ['inbox'] }} title="Inbox">
        <div className="inbox">
          <Tabs />
          <Outlet />
        </div>
      </RequireAccess>
    </RequireFullLogOn>
  );
}
