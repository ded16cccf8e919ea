import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { journeyStepPath, useJourneyContext } from './journey-context';

export interface JourneyStepProps {
  step: string;
  children: ReactNode;
}

/**
 * Shows a step only when it is open: a deep link, a bookmark or a refresh into review or confirm
 * goes back to the furthest step reached (details on a fresh journey); after the bank accepted,
 * every step but the outcome goes to the outcome, so Back can never send the change again.
 */
export const JourneyStep = observer(function JourneyStep({ step, children }: JourneyStepProps) {
  const context = useJourneyContext();
  if (!context.store.canOpen(step)) return <Navigate to={journeyStepPath(context, context.store.redirectFor(step))} replace />;
  return <>{children}</>;
});
