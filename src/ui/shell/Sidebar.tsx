import { NavLink } from 'react-router-dom';
import { balancesPath } from '../../core/shell/start-route';

export interface SidebarProps {
  id: string;
  /** Hidden on small screens until the menu button opens it. */
  hidden: boolean;
  /** The inbox's unread count; nothing shows until it is known. */
  unreadCount: number | null;
  onLogOff: () => void;
  onNavigate: () => void;
}

/** The unread count as a badge, read out as 'N unread'. */
export const UnreadBadge = ({ count }: { count: number | null }) =>
  count ? (
    <>
      {' '}
      <span className="badge" data-unread-count={count}>
        {count}
        <span className="visually-hidden"> unread</span>
      </span>
    </>
  ) : null;

const links: [string, string][] = [
  [balancesPath, 'Balances'],
  ['/inbox', 'Inbox'],
  ['/my-documents', 'My documents'],
  ['/my-details', 'My details'],
  ['/contact-us', 'Contact us'],
  ['/open-banking', 'Open banking'],
];

/** The main navigation, shown only after full log-on. */
export function Sidebar({ id, hidden, unreadCount, onLogOff, onNavigate }: SidebarProps) {
  return (
    <nav id={id} className="sidebar" aria-label="Main" hidden={hidden}>
      <ul className="sidebar__list">
        {links.map(([to, text]) => (
          <li key={to}>
            <NavLink to={to} className="sidebar__link" onClick={onNavigate}>
              {text}
              {to === '/inbox' ? <UnreadBadge count={unreadCount} /> : null}
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className="sidebar__link sidebar__button" onClick={onLogOff}>
            Log off
          </button>
        </li>
      </ul>
    </nav>
  );
}
