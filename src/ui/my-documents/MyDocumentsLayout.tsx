import { Outlet } from 'react-router-dom';
import { RequireFullLogOn } from '../shell/RequireFullLogOn';
import { RequireToggle } from '../inbox/RequireToggle';
import '../inbox/inbox.css';
import './my-documents.css';

/** /my-documents and below need a full log-on (CAM40) and the my documents toggle. */
export function MyDocumentsLayout() {
  return (
    <RequireFullLogOn>
      <RequireToggle toggle="myDocuments" title="My documents">
        <Outlet />
      </RequireToggle>
    </RequireFullLogOn>
  );
}
