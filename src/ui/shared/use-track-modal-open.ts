import { useEffect, useRef } from 'react';
import { Tracking } from '../../core/shared/tracking.port';
import { useInjection } from '../di/container-context';

/**
 * Opening any modal tracks a click event 'popup' in category 'content' (docs/rules/log-on-screens.md). Tracked
 * once per opening: the ref survives StrictMode's double effect run.
 */
export function useTrackModalOpen(open: boolean, label: string): void {
  const tracking = useInjection<Tracking>(Tracking);
  const tracked = useRef(false);
  useEffect(() => {
    if (!open) {
      tracked.current = false;
      return;
    }
    if (tracked.current) return;
    tracked.current = true;
    tracking.event({ action: 'popup', category: 'content', label });
  }, [open, label, tracking]);
}
