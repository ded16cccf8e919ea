import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { journeyStepPath, useJourneyContext } from './journey-context';

/** Moves to a step of the current journey ('review', or 'review/BRC-109' for a review notice). */
export function useJourneyNavigate(): (step: string, options?: { replace?: boolean }) => void {
  const context = useJourneyContext();
  const navigate = useNavigate();
  return useCallback(
    (step, options) => {
      const [name, ...rest] = step.split('/');
      const path = journeyStepPath(context, name ?? step);
      void navigate(rest.length > 0 ? `${path}/${rest.join('/')}` : path, { replace: options?.replace });
    },
    [context, navigate],
  );
}
