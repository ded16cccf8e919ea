import { Outlet } from 'react-router-dom';
import { RequireAccess } from '../shared/RequireAccess';

/** Everything under manage-account needs the manage account toggle (docs/rules/customer-features.md). */
export function ManageAccountLayout() {
  return (
    <RequireAccess requires={{ toggles: ['manageAccount'] }} title="Manage account">
      <Outlet />
    </RequireAccess>
  );
}
