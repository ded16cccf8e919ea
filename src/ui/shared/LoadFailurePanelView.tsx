import { useLocation, useNavigate } from 'react-router-dom';
import type { FailurePanel } from '../../core/shell/failure-panel';
import { Button } from './Button';
import { FailurePanelView } from './FailurePanelView';

/**
 * A page's data could not be loaded: the failure panel (its code and Balances) with Try again, and
 * Back whatever the code (the panel gives the generic codes Back already). Shared by the manage-money
 * lists (LoadedContent) and the product pages (ProductLoad). Its title is an h2 under the page's h1, or an
 * h3 where the load is one section of a page under its own h2.
 */
export function LoadFailurePanelView({ failure, onRetry, headingLevel = 2 }: { failure: FailurePanel; onRetry: () => void; headingLevel?: 2 | 3 }) {
  const navigate = useNavigate();
  const firstPage = useLocation().key === 'default';
  return (
    <FailurePanelView panel={failure} headingLevel={headingLevel}>
      <Button onClick={onRetry}>Try again</Button>
      {failure.actions.includes('back') ? null : (
        <Button variant="secondary" onClick={() => (firstPage ? navigate('/') : navigate(-1))}>
          Back
        </Button>
      )}
    </FailurePanelView>
  );
}
