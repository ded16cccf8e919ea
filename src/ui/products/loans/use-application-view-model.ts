import { useEffect } from 'react';
import type { ServiceIdentifier } from 'inversify';
import { useViewModel } from '../../di/container-context';

/** A loan page's view model that loads what the bank has for one application. */
export interface ApplicationViewModel {
  start(applicationId: string): void;
  dispose(): void;
}

/**
 * The page's view model, started for the journey's application (again if it changes) and disposed
 * when the page leaves: the affordability and summary pages load their figures alike.
 */
export function useApplicationViewModel<T extends ApplicationViewModel>(id: ServiceIdentifier<T>, applicationId: string): T {
  const vm = useViewModel(id);
  useEffect(() => {
    vm.start(applicationId);
    return () => vm.dispose();
  }, [vm, applicationId]);
  return vm;
}
