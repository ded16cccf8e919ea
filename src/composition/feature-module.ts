import type { ContainerModule, ContainerModuleLoadOptions, Newable, ServiceIdentifier } from 'inversify';
import type { RouteObject } from 'react-router-dom';
import type { EnvironmentConfig } from './environments.config';

/**
 * One feature's wiring. The application part (use cases, view models) is the same in every profile;
 * only the adapters behind the ports change between the real environments and the in-memory fakes.
 * What a test resolves is read off these modules' bindings (`bound-identifiers.ts`), so no list of
 * identifiers is written twice.
 */
export interface FeatureModule {
  name: string;
  application: ContainerModule;
  adapters(config: EnvironmentConfig): ContainerModule;
  fakes(config: EnvironmentConfig): ContainerModule;
  /**
   * The shared bindings this feature uses but does not own (`modules/*.bindings.ts`: signing, the
   * change-access guard, the bank calendar, messages, the identity flows). The container loads each
   * once, before the first feature that names it, so an area works whichever area a customer opens
   * first; a shared binding is never made by whichever area happened to load earlier.
   */
  needs?: readonly FeatureModule[];
}

/** What an area's module file exports: its wiring and its routes, which always load together. */
export interface AreaDefinition {
  feature: FeatureModule;
  /** Children of the root route (`ui/<area>/<area>.routes.tsx`); pages inside stay lazy. */
  routes: RouteObject[];
}

/**
 * A feature area that loads with its routes (composition/areas.ts). Nothing of the area is in the
 * start-up bundle but this registration: the router asks for the area when a path starts with one
 * of its `paths`, the area's module is loaded into the container once, then its routes are patched in.
 */
export interface FeatureArea {
  name: string;
  /**
   * The path prefixes the area's routes own, whole segments from the root ('summary',
   * 'authentication/error'); a ':name' segment matches any one segment
   * ('summary/:accountIndex/move-money'). A test keeps every route of the area under one of them.
   */
  paths: readonly string[];
  /**
   * The id of the route the area's routes are patched under: the root route when absent. A nested
   * area (move money under `/summary/:accountIndex`, id `accountRouteId`) names its parent's route;
   * its routes' paths are then relative to that route, and the area owning the parent is loaded first.
   */
  parent?: string;
  /** One dynamic import of the area's module file, e.g. `() => import('./modules/x.module').then((m) => m.xArea)`. */
  load(): Promise<AreaDefinition>;
  /**
   * A large part of the area's code that a page may fetch a step before the rest (AreaPrefetcher's
   * 'ahead'), so no single step of the journey carries all of it.
   */
  loadAhead?(): Promise<unknown>;
}

/**
 * Production builds never contain the in-memory fakes: modules write
 * `fakes: import.meta.env.PROD ? fakesExcludedFromProduction : () => ...`, the bundler folds the
 * condition and tree-shakes the fake adapters away (about 10 KiB gzipped off the log-on page).
 */
export function fakesExcludedFromProduction(): never {
  throw new Error('The fakes profile is not part of a production build');
}

/** One in-memory fake per container behind its port, so a test sees in one page what it did in another. */
export function bindFakeSingleton<T>(bind: ContainerModuleLoadOptions['bind'], port: ServiceIdentifier<T>, fake: Newable<T>): void {
  bind(fake).toSelf().inSingletonScope();
  bind(port).toService(fake);
}
