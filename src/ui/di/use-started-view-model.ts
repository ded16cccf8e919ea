import { useEffect } from 'react';
import type { ServiceIdentifier } from 'inversify';
import { useViewModel } from './container-context';

/** A view model that loads while its page shows. */
interface Started<Args extends unknown[]> {
  start(...args: Args): void;
  dispose(): void;
}

/**
 * The page's view model, started when the page shows (again if `startWith` changes, e.g. a loan
 * page's application id) and disposed when it leaves: the product pages' frames and steps load alike.
 */
export function useStartedViewModel<T extends Started<[]>>(id: ServiceIdentifier<T>): T;
export function useStartedViewModel<T extends Started<[string]>>(id: ServiceIdentifier<T>, startWith: string): T;
export function useStartedViewModel(id: ServiceIdentifier<Started<[] | [string]>>, startWith?: string): Started<[] | [string]> {
  const vm = useViewModel(id);
  useEffect(() => {
    if (startWith === undefined) vm.start();
    else vm.start(startWith);
    return () => vm.dispose();
  }, [vm, startWith]);
  return vm;
}
