import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { stillHere } from '../../core/shared/while-here';
import { useShownAt } from '../shared/use-navigate-while-here';
import { journeyStepPath, useJourneyContext } from './journey-context';

/**
 * Moves to a step of the current journey ('review', or 'review/BRC-109' for a review notice).
 *
 * The `go` of one render moves only while the page that rendered it is still shown at that address
 * (`stillHere`): a page that calls it when the bank's answer lands (`go(journey.pass('review'))`
 * after `confirm`) does not pull a customer who left meanwhile (the Back link, a shell link and
 * 'Leave') back into the flow. A press that navigates at once is always still there.
 */
export function useJourneyNavigate(): (step: string, options?: { replace?: boolean }) => void {
  const context = useJourneyContext();
  const navigate = useNavigate();
  const { key } = useLocation();
  const shownAt = useShownAt();
  return useCallback(
    (step, options) => {
      if (!stillHere(key, shownAt())) return;
      const [name, ...rest] = step.split('/');
      const path = journeyStepPath(context, name ?? step);
      void navigate(rest.length > 0 ? `${path}/${rest.join('/')}` : path, { replace: options?.replace });
    },
    [context, navigate, key, shownAt],
  );
}
