import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router-dom';
import type { FeatureToggle } from '../../core/content/feature-toggles';
import { FeatureTogglesPort } from '../../core/session/feature-toggles.port';
import { balancesPath } from '../../core/shell/start-route';
import { useInjection } from '../di/container-context';

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
        {/* The space is a text node of its own: a name computed from the hidden word alone would
            trim it and read '2unread'. */}
        {count}{' '}
        <span className="visually-hidden">unread</span>
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
  // Help and contact's hubs.
  ['/travel', 'Travel hub'],
  ['/security', 'Security hub'],
  // the products summary splash.
  ['/products/summary', 'Apply for a product'],
];

/** A link left out while content's toggle for it is off (docs/api/content.md, featureToggles); the security hub is the 'tech hub' toggle. */
const linkToggles: Readonly<Record<string, FeatureToggle>> = {
  '/inbox': 'inbox',
  '/my-documents': 'myDocuments',
  '/my-details': 'myDetails',
  '/contact-us': 'contactUs',
  '/open-banking': 'openBanking',
  '/travel': 'travelHub',
  '/security': 'techHub',
  '/products/summary': 'productApply',
};

/** The main navigation, shown only after full log-on; a link whose toggle is off is left out. */
export const Sidebar = observer(function Sidebar({ id, hidden, unreadCount, onLogOff, onNavigate }: SidebarProps) {
  const toggles = useInjection<FeatureTogglesPort>(FeatureTogglesPort);
  const shown = links.filter(([to]) => {
    const toggle = linkToggles[to];
    return toggle === undefined || toggles.isEnabled(toggle);
  });
  return (
    <nav id={id} className="sidebar" aria-label="Main" hidden={hidden}>
      <ul className="sidebar__list">
        {shown.map(([to, text]) => (
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
});
