import { Outlet } from 'react-router-dom';
import { RequireFullLogOn } from '../shell/RequireFullLogOn';
import { RequireToggle } from '../inbox/RequireToggle';
import '../manage-money/manage-money.css';
import './open-banking.css';

/** /open-banking and below need a full log-on (CAM40) and the open banking toggle (spec 02 section 1). */
export function OpenBankingLayout() {
  return (
    <RequireFullLogOn>
      <RequireToggle toggle="openBanking" title="Open banking">
        <Outlet />
      </RequireToggle>
    </RequireFullLogOn>
  );
}
