import { useEffect } from 'react';
import { Loader } from '../Loader';
import { Button } from '../Button';
import { FailurePanelView } from '../FailurePanelView';
import type { Loadable } from './loadable';
import type { ReactNode } from 'react';

/**
 * Loads a view model's list once when a change journey is entered; the journey then keeps its own
 * copy of the subject, so nothing below it unmounts when the list is fetched again.
 */
export function useLoadOnce(load: () => Promise<void>, dispose: () => void): void {
  useEffect(() => {
    void load();
    return dispose;
    // Once per mount: the journey must not restart under the customer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Loader or failure panel while a journey's subject is not there. */
export function fallbackOf(data: Loadable<unknown>, label: string, retry: () => void, notFound: ReactNode): ReactNode {
  if (data.state.status === 'loading') return <Loader label={label} />;
  if (data.failure) {
    return (
      <FailurePanelView panel={data.failure}>
        <Button onClick={retry}>Try again</Button>
      </FailurePanelView>
    );
  }
  return notFound;
}
