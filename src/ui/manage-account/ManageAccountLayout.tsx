import { Outlet } from 'react-router-dom';
import { RequireToggle } from '../inbox/RequireToggle';

/** Everything under manage-account needs the manage account toggle (spec 02 section 1). */
export function ManageAccountLayout() {
  return (
    <RequireToggle toggle="manageAccount" title="Manage account">
      <Outlet />
    </RequireToggle>
  );
}
