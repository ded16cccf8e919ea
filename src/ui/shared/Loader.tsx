import { useEffect, useState } from 'react';
import { Scheduler } from '../../core/shared/clock.port';
import { loaderDefaults, loaderShowsSlowMessage, loaderSlowAfterMs, loaderSlowMessage } from '../../core/shell/loader';
import { useInjection } from '../di/container-context';

export interface LoaderProps {
  size?: number;
  border?: number;
  /** Read out to screen readers. */
  label?: string;
}

/** Spinner with a status role; after 15 s, loaders over 40 px add 'This is taking longer than normal'. */
export function Loader({ size = loaderDefaults.size, border = loaderDefaults.border, label = 'Loading' }: LoaderProps) {
  const scheduler = useInjection<Scheduler>(Scheduler);
  const [slow, setSlow] = useState(false);
  const explainsDelay = loaderShowsSlowMessage(size);

  useEffect(() => {
    if (!explainsDelay) return;
    return scheduler.setTimeout(() => setSlow(true), loaderSlowAfterMs);
  }, [explainsDelay, scheduler]);

  return (
    <div className="loader" role="status">
      <span className="loader__spinner" aria-hidden="true" style={{ width: size, height: size, borderWidth: border }} />
      <span className="visually-hidden">{label}</span>
      {slow && explainsDelay ? <p className="loader__slow">{loaderSlowMessage}</p> : null}
    </div>
  );
}
