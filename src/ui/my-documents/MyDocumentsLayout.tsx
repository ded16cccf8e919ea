import { RequireFullLogOn } from '../shell/RequireFullLogOn';
import '../inbox/inbox.css';
import './my-documents.css';

/** /my-documents and below need a full log-on (CAM40). */
export function MyDocumentsLayout() {
  return <RequireFullLogOn />;
}
