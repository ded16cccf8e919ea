import { NavLink } from 'react-router-dom';
import { balancesPath } from '../../core/shell/start-route';

export interface SidebarProps {
  id: string;
  /** Hidden on small screens until the menu button opens it. */
  hidden: boolean;
  onLogOff: () => void;
  onNavigate: () => void;
}

/** The main navigation, shown only after full log-on. */
export function Sidebar({ id, hidden, onLogOff, onNavigate }: SidebarProps) {
  return (
    <nav id={id} className="sidebar" aria-label="Main" hidden={hidden}>
      <ul className="sidebar__list">
        <li>
          <NavLink to={balancesPath} className="sidebar__link" onClick={onNavigate}>
            Balances
          </NavLink>
        </li>
        <li>
          <button type="button" className="sidebar__link sidebar__button" onClick={onLogOff}>
            Log off
          </button>
        </li>
      </ul>
    </nav>
  );
}
