import { Outlet } from 'react-router-dom';
import { RequireFullLogOn } from '../shell/RequireFullLogOn';
import { RequireAccess } from '../shared/RequireAccess';
import '../shared/manage-money/manage-money.css';
import './open-banking.css';

/** /open-banking and below need a full log-on (CAM40) and the open banking toggle (docs/rules/customer-features.md). */
export function OpenBankingLayout() {
  return (
    <RequireFullLogOn>
      <RequireAccess requires={{ toggles: ['openBanking'] }} title="Open banking">
        <Outlet />
      </RequireAccess>
    </RequireFullLogOn>
  );
}
