import { useEffect } from 'react';
import { failurePanel } from '../../../core/shell/failure-panel';
import type { AppError } from '../../../core/shared/result';
import { Button } from '../../shared/Button';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { TextField, type TextFieldProps } from '../../shared/TextField';
import { useCardApplication } from './CardsJourney';


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

/** The card steps' whole-number field (a limit, an income, monthly costs, dependants, a fixed repayment): numeric keyboard, short width. */
export function WholeNumberField(props: Omit<TextFieldProps, 'inputMode' | 'className'>) {
  return <TextField inputMode="numeric" className="input-width-10" {...props} />;
}
