import { useLocation, useNavigate } from 'react-router-dom';
import type { FailurePanel } from '../../core/shell/failure-panel';
import { Button } from './Button';
import { FailurePanelView } from './FailurePanelView';

/**
 * A page's data could not be loaded: the failure panel (its code and Balances) with Try again, and
 * Back whatever the code (the panel gives the generic codes Back already). Shared by the manage-money
 * lists (LoadedContent) and the product pages (ProductLoad).
 */
export function LoadFailurePanelView({ failure, onRetry }: { failure: FailurePanel; onRetry: () => void }) {
  const navigate = useNavigate();
  const firstPage = useLocation().key === 'default';
  return (
    <FailurePanelView panel={failure} headingLevel={2}>
      <Button onClick={onRetry}>Try again</Button>
      {failure.actions.includes('back') ? null : (
        <Button variant="secondary" onClick={() => (firstPage ? navigate('/') : navigate(-1))}>
          Back
        </Button>
      )}
    </FailurePanelView>
  );
}
