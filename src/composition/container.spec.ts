import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { AppConfig } from '../core/shared/app-config';
import { buildContainer, buildContainerInSlices, buildContainerWithAreas, featureModules, loadArea, withNeeds, type Profile } from './container';
import { boundIdentifiers } from './testing/bound-identifiers';
import { Environments, EnvironmentNames } from './environments.config';
import { StartupFeatures } from './startup-features';
import { Areas } from './areas';
import type { FeatureArea, FeatureModule } from './feature-module';

const profiles: Profile[] = [...EnvironmentNames.map((env) => ({ kind: 'real' as const, config: Environments[env] })), { kind: 'fake' as const }];
function firstArea(): FeatureArea {
  const [area] = Areas;
  if (!area) throw new Error('no area is registered');
  return area;
}
const label = (profile: Profile) => (profile.kind === 'real' ? profile.config.name : 'fakes');

const areaFeatures = async (): Promise<FeatureModule[]> => Promise.all(Areas.map(async (area) => (await area.load()).feature));
const idsOf = (features: readonly FeatureModule[], profile: Profile) =>
  boundIdentifiers(features.flatMap(withNeeds).flatMap((f) => featureModules(f, profile, Environments.local)));

describe('composition root', () => {
  for (const profile of profiles) {
    it(`resolves every identifier of start-up and of every area in the ${label(profile)} profile`, async () => {
      const container = await buildContainerWithAreas(profile);
      const ids = idsOf([...StartupFeatures, ...(await areaFeatures())], profile);
      expect(ids.length).toBeGreaterThan(50);
      for (const id of ids) {
        expect(() => container.get(id), String(id)).not.toThrow();
        expect(container.get(id), String(id)).toBeDefined();
      }
    });
  }

  it('builds the start-up container a feature at a time, waiting on each pause, into the same bindings as the whole build', async () => {
    const profile: Profile = { kind: 'real', config: Environments.local };
    const waiting: (() => void)[] = [];
    const pause = vi.fn(() => new Promise<void>((resolve) => waiting.push(resolve)));
    let built = false;
    const building = buildContainerInSlices(profile, pause).then((c) => {
      built = true;
      return c;
    });
    // One pause at a time: the build goes on only when the pause before it has ended.
    for (let i = 1; i <= StartupFeatures.length; i++) {
      await vi.waitFor(() => expect(pause).toHaveBeenCalledTimes(i));
      expect(built).toBe(false);
      waiting.shift()!();
    }
    const container = await building;
    expect(pause).toHaveBeenCalledTimes(StartupFeatures.length);
    const whole = buildContainer(profile);
    for (const id of idsOf(StartupFeatures, profile)) {
      expect(container.isBound(id), String(id)).toBe(true);
      expect(whole.isBound(id), String(id)).toBe(true);
    }
    expect(container.get(AppConfig)).toEqual(whole.get(AppConfig));
  });

  it('binds nothing of an area at start-up: each area comes into the container with its routes', async () => {
    const startup = new Set(idsOf(StartupFeatures, { kind: 'fake' }));
    for (const area of Areas) {
      const { feature } = await area.load();
      const own = idsOf([feature], { kind: 'fake' }).filter((id) => !startup.has(id));
      expect(own.length, area.name).toBeGreaterThan(0);
      const container = buildContainer({ kind: 'fake' });
      for (const id of own) expect(container.isBound(id), `${area.name}: ${String(id)}`).toBe(false);
      await loadArea(container, area);
      for (const id of own) expect(container.isBound(id), `${area.name}: ${String(id)}`).toBe(true);
    }
  });

  it('loads an area once however many routes ask for it at the same time', async () => {
    const area = firstArea();
    const load = vi.fn(area.load);
    const counted: FeatureArea = { ...area, load };
    const container = buildContainer({ kind: 'fake' });
    const [a, b] = await Promise.all([loadArea(container, counted), loadArea(container, counted)]);
    await loadArea(container, counted);
    expect(load).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    // Loaded twice, Inversify would hold two bindings per identifier and fail to resolve either.
    const ids = idsOf([(await area.load()).feature], { kind: 'fake' });
    for (const id of ids) expect(() => container.get(id), String(id)).not.toThrow();
  });

  it('tries again on the next navigation when an area failed to download', async () => {
    const area = firstArea();
    const load = vi.fn<FeatureArea['load']>().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockImplementation(area.load);
    const container = buildContainer({ kind: 'fake' });
    await expect(loadArea(container, { ...area, load })).rejects.toThrow('Failed to fetch');
    await expect(loadArea(container, { ...area, load })).resolves.toBe((await area.load()).routes);
  });

  it('registers each area under path prefixes that cover its routes, each used, none claimed twice', async () => {
    const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
    const loaded = await Promise.all(Areas.map(async (area) => ({ area, routes: (await area.load()).routes })));
    // A nested area's routes are relative to its parent route: find that route's full path.
    const fullPaths = new Map<string, string>();
    const walk = (routes: RouteObject[], base: string) => {
      for (const route of routes) {
        const path = [base, route.path ?? ''].filter((p) => p !== '').join('/');
        if (route.id) fullPaths.set(route.id, path);
        walk(route.children ?? [], path);
      }
    };
    for (const { routes } of loaded) walk(routes, '');
    for (const { area, routes } of loaded) {
      const base = area.parent ? fullPaths.get(area.parent) : '';
      expect(base, `${area.name}: parent route ${area.parent}`).toBeDefined();
      // A layout route without a path (a guard such as changeGuarded) stands for its children.
      const flat = (list: RouteObject[]): RouteObject[] => list.flatMap((r) => (r.path === undefined && !r.index && r.children ? flat(r.children) : [r]));
      const paths = flat(routes).map((r: RouteObject) => [base, r.path ?? ''].filter((p) => p !== '').join('/'));
      for (const path of paths) expect(area.paths.some((p) => under(path, p)), `${area.name}: ${path}`).toBe(true);
      for (const prefix of area.paths) expect(paths.some((p) => under(p, prefix)), `${area.name}: ${prefix}`).toBe(true);
    }
    // Siblings (areas patched under the same route) never claim the same prefix.
    for (const parent of new Set(Areas.map((a) => a.parent))) {
      const all = Areas.filter((a) => a.parent === parent).flatMap((a) => a.paths);
      for (const a of all) expect(all.filter((b) => under(a, b)), `claimed twice: ${a}`).toEqual([a]);
    }
  });

  it('gives each environment its own proxy bases', () => {
    const configs = EnvironmentNames.map((env) => buildContainer({ kind: 'real', config: Environments[env] }).get<AppConfig>(AppConfig));
    expect(new Set(configs.map((c) => c.apiBase)).size).toBe(EnvironmentNames.length);
    expect(configs.find((c) => c.name === 'local')?.apiBase).toBe('/gateway/api');
  });
});
