import type { ContainerModule, ServiceIdentifier } from 'inversify';
import type { EnvironmentConfig } from './environments.config';

/**
 * One feature's wiring. The application part (use cases, view models) is the same in every profile;
 * only the adapters behind the ports change between the real environments and the in-memory fakes.
 */
export interface FeatureModule {
  name: string;
  application: ContainerModule;
  adapters(config: EnvironmentConfig): ContainerModule;
  fakes(config: EnvironmentConfig): ContainerModule;
  /** Every identifier bound in `application`, so a test can resolve each from every profile. */
  resolvable: readonly ServiceIdentifier[];
}

/**
 * Production builds never contain the in-memory fakes: modules write
 * `fakes: import.meta.env.PROD ? fakesExcludedFromProduction : () => ...`, the bundler folds the
 * condition and tree-shakes the fake adapters away (about 10 KiB gzipped off the log-on page).
 */
export function fakesExcludedFromProduction(): never {
  throw new Error('The fakes profile is not part of a production build');
}
