import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FailurePanel } from '../../core/shell/failure-panel';
import { balancesPath } from '../../core/shell/start-route';
import { Button } from './Button';
import { Heading } from './Heading';

export interface FailurePanelViewProps {
  /** Which code, text and buttons: decided in core (failurePanel) and handed over by the view model. */
  panel: FailurePanel;
  headingLevel?: number;
  /** The page's own buttons (e.g. 'Try again'), shown first. */
  children?: ReactNode;
}

/** A failed page's panel: its title and message by code, the page's own buttons, then Back and Balances. */
export function FailurePanelView({ panel, headingLevel = 1, children }: FailurePanelViewProps) {
  const navigate = useNavigate();
  // 'default' is the key of the entry the app opened on: there is no earlier page of ours to go back to.
  const firstPage = useLocation().key === 'default';
  const primaryTaken = children !== undefined && children !== null;
  return (
    <div className="panel panel--error" data-error-code={panel.code}>
      <Heading level={headingLevel} className="panel__title">
        {panel.title}
      </Heading>
      <p>{panel.message}</p>
      <div className="button-group">
        {children}
        {panel.actions.map((action) =>
          action === 'back' ? (
            <Button key={action} variant="secondary" onClick={() => (firstPage ? navigate('/') : navigate(-1))}>
              Back
            </Button>
          ) : (
            <Button key={action} variant={primaryTaken ? 'secondary' : 'primary'} onClick={() => navigate(balancesPath)}>
              Balances
            </Button>
          ),
        )}
      </div>
    </div>
  );
}
