import 'reflect-metadata/lite';
import { Container } from 'inversify';
import type { RouteObject } from 'react-router-dom';
import { AppConfig } from '../core/shared/app-config';
import { localEnvironment, type EnvironmentConfig } from './environments.config';
import type { FeatureArea, FeatureModule } from './feature-module';
import { StartupFeatures } from './startup-features';
import { loadAreaRegistry } from './area-registry';
import { UnreadCountRefresher } from '../ui/shell/unread-count.store';
import { AreaPrefetcher, type PrefetchPart } from '../ui/shell/area-prefetcher';

/**
 * The real adapters against an environment's config (main.tsx picks it: environments.config.ts), or
 * the fakes against the demo bank's. The config, not its name: a name would need the whole table here.
 */
export type Profile = { kind: 'real'; config: EnvironmentConfig } | { kind: 'fake' };

/** Per container: its profile (areas load later, with the same adapters) and what is loaded. */
interface ContainerRecord {
  profile: Profile;
  config: EnvironmentConfig;
  areas: Map<string, Promise<RouteObject[]>>;
  /** The features (areas' and shared bindings') already in the container, by name: each loads once. */
  features: Set<string>;
}
const records = new WeakMap<Container, ContainerRecord>();

/**
 * The one place that decides which adapter stands behind each port. It loads what the log-on page
 * needs; each feature area is loaded into the same container with its routes (`loadArea`).
 */
export function buildContainer(profile: Profile, overrides?: Partial<EnvironmentConfig>): Container {
  const container = containerWithSeams(profile, overrides);
  for (const feature of StartupFeatures) loadFeature(container, feature);
  return container;
}

/**
 * The same container as buildContainer, loaded a feature at a time with `pause` between (a new task):
 * the app's start-up (main.tsx), so that no one task holds the main thread for the whole build while
 * the customer may already be typing in the prerendered form. Built whole in one task it was about
 * 20 ms on a desktop CPU, 80 ms at Lighthouse's 4x slowdown: Total Blocking Time of its own.
 */
export async function buildContainerInSlices(profile: Profile, pause: () => Promise<void>): Promise<Container> {
  const container = containerWithSeams(profile);
  for (const feature of StartupFeatures) {
    await pause();
    loadFeature(container, feature);
  }
  return container;
}

/** The config and the shell's seams to the lazy areas: everything but the start-up features. */
function containerWithSeams(profile: Profile, overrides?: Partial<EnvironmentConfig>): Container {
  const config: EnvironmentConfig = {
    ...(profile.kind === 'real' ? profile.config : localEnvironment),
    ...overrides,
  };
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(AppConfig).toConstantValue(config);
  records.set(container, { profile, config, areas: new Map(), features: new Set() });
  // The sidebar's unread count is the inbox area's call: the shell asks through this seam, so the
  // area's code (and the area registry's chunk) loads only once the sidebar shows, never with the log-on page,
  // and only once the browser is idle (lazy-areas.ts: after the page being opened has asked for its answers).
  container.bind(UnreadCountRefresher).toConstantValue({
    refresh: async () => (await loadAreaRegistry()).refreshUnreadCount(container, loadArea),
  });
  // Area code fetched ahead of the customer (ui/shell/use-prefetch-on-idle.ts): the module only, so nothing is
  // bound before its navigation; loadArea later finds the module already in the browser.
  container.bind(AreaPrefetcher).toConstantValue({
    // Through the lazy registry (lazy-areas.ts prefetchArea: the area and its landing page's code, or
    // the part fetched ahead), so the log-on page still holds no area's import.
    prefetch: (name: string, part?: PrefetchPart) => {
      void loadAreaRegistry()
        .then((registry) => registry.prefetchArea(name, part))
        .catch(() => undefined);
    },
  });
  return container;
}

/** The two container modules a feature brings in a profile: its application and its adapters (or fakes). */
export function featureModules(feature: FeatureModule, profile: Profile, config: EnvironmentConfig) {
  return [feature.application, profile.kind === 'real' ? feature.adapters(config) : feature.fakes(config)];
}

function recordOf(container: Container): ContainerRecord {
  const record = records.get(container);
  if (!record) throw new Error('This container was not made by buildContainer');
  return record;
}

/** A feature and, first, the shared bindings it needs (and theirs): each one once, in load order. */
export function withNeeds(feature: FeatureModule): FeatureModule[] {
  const ordered: FeatureModule[] = [];
  const visit = (f: FeatureModule): void => {
    if (ordered.some((seen) => seen.name === f.name)) return;
    (f.needs ?? []).forEach(visit);
    ordered.push(f);
  };
  visit(feature);
  return ordered;
}

/** Loads a feature after the shared bindings it needs; whatever is already in the container is skipped. */
export function loadFeature(container: Container, feature: FeatureModule): void {
  const { profile, config, features } = recordOf(container);
  for (const part of withNeeds(feature)) {
    if (features.has(part.name)) continue;
    features.add(part.name);
    container.load(...featureModules(part, profile, config));
  }
}

/**
 * Loads an area's module into the container, once per area however many routes ask at the same
 * time, and answers its routes. A failed download is forgotten so the next navigation tries again.
 */
export function loadArea(container: Container, area: FeatureArea): Promise<RouteObject[]> {
  const { areas } = recordOf(container);
  let loading = areas.get(area.name);
  if (!loading) {
    loading = area.load().then(({ feature, routes }) => {
      loadFeature(container, feature);
      return routes;
    });
    loading.catch(() => areas.delete(area.name));
    areas.set(area.name, loading);
  }
  return loading;
}

/** For tests and tools: a container with every area loaded, as after visiting each once. */
export async function buildContainerWithAreas(profile: Profile, overrides?: Partial<EnvironmentConfig>): Promise<Container> {
  const container = buildContainer(profile, overrides);
  const { areas } = await loadAreaRegistry();
  await Promise.all(areas.map((area) => loadArea(container, area)));
  return container;
}
