import { Container, type ContainerModule, type ServiceIdentifier } from 'inversify';

/**
 * Every identifier the modules bind, read off the modules themselves: each is loaded into a scratch
 * container through a `bind` that writes the identifier down. No list of identifiers is kept by hand.
 * For tests: what a container must resolve is what its modules bind.
 */
export function boundIdentifiers(modules: readonly ContainerModule[]): ServiceIdentifier[] {
  const scratch = new Container();
  const ids = new Set<ServiceIdentifier>();
  for (const module of modules) {
    void module.load({
      bind: (id) => {
        ids.add(id);
        return scratch.bind(id);
      },
      isBound: (id) => scratch.isBound(id),
      onActivation: () => {},
      onDeactivation: () => {},
      rebind: (id) => scratch.rebind(id),
      rebindAsync: (id) => scratch.rebindAsync(id),
      unbind: (id) => scratch.unbind(id),
      unbindAsync: (id) => scratch.unbindAsync(id),
    });
  }
  return [...ids];
}
