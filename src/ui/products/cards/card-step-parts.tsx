import { useEffect } from 'react';
import { failurePanel } from '../../../core/shell/failure-panel';
import type { AppError } from '../../../core/shared/result';
import { Button } from '../../shared/Button';
import { type SummaryError } from '../../shared/ErrorSummary';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { useCardApplication } from './CardsJourney';

export const errorsOf = (fields: Record<string, string | null>): SummaryError[] =>
  Object.entries(fields).flatMap(([fieldId, message]) => (message ? [{ fieldId, message }] : []));

/** The cards on offer, loaded once for the flow; the loader or the failure panel meanwhile. */
export function useProducts() {
  const app = useCardApplication();
  useEffect(() => {
    void app.loadProducts();
  }, [app]);
  return app;
}

export function LoadFailure({ error, onRetry }: { error: AppError; onRetry: () => void }) {
  return (
    <FailurePanelView panel={failurePanel(error)} headingLevel={2}>
      <Button onClick={onRetry}>Try again</Button>
    </FailurePanelView>
  );
}
