import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';

/** inversify-react does not support Inversify 8, so the bridge to React is these few lines. */
const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('ContainerProvider is missing above this component');
  return container;
}

/** Resolves a service (singletons: stores, use cases). */
export function useInjection<T>(id: ServiceIdentifier<T>): T {
  return useContainer().get<T>(id);
}

/** Resolves a view model once per mount: each screen gets its own instance. */
export function useViewModel<T>(id: ServiceIdentifier<T>): T {
  const container = useContainer();
  const [viewModel] = useState(() => container.get<T>(id));
  return viewModel;
}

/** Resolves a service an area binds, or null before that area has loaded (e.g. the accounts' state on /inbox). */
export function useOptionalInjection<T>(id: ServiceIdentifier<T>): T | null {
  const container = useContainer();
  return container.isBound(id) ? container.get<T>(id) : null;
}
