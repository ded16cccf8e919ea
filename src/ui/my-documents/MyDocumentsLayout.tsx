import { Outlet } from 'react-router-dom';
import { RequireFullLogOn } from '../shell/RequireFullLogOn';
import { RequireAccess } from '../shared/RequireAccess';
import '../shared/inbox/inbox.css';
import './my-documents.css';

/** /my-documents and below need a full log-on (CAM40) and the my documents toggle. */
export function MyDocumentsLayout() {
  return (
    <RequireFullLogOn>
      <RequireAccess requires={{ toggles: ['myDocuments'] }} title="My documents">
        <Outlet />
      </RequireAccess>
    </RequireFullLogOn>
  );
}
