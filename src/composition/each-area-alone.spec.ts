import { describe, expect, it } from 'vitest';
import { buildContainer, featureModules, loadArea, withNeeds, type Profile } from './container';
import { Environments, EnvironmentNames } from './environments.config';
import { Areas } from './areas';
import { areasFor } from './area-routes';
import type { FeatureArea } from './feature-module';
import { boundIdentifiers } from './testing/bound-identifiers';

const profiles: Profile[] = [...EnvironmentNames.map((env) => ({ kind: 'real' as const, config: Environments[env] })), { kind: 'fake' as const }];
/** The area's first path prefix as a customer's path: ':accountIndex' and the like become '0'. */
function samplePath(area: FeatureArea): string {
  const [first] = area.paths;
  if (first === undefined) throw new Error(`${area.name} owns no path`);
  return '/' + first.split('/').map((segment) => (segment.startsWith(':') ? '0' : segment)).join('/');
}
const label = (profile: Profile) => (profile.kind === 'real' ? profile.config.name : 'fakes');

/**
 * A customer can open any area first (a deep link, a bookmark), so each area must bring every binding
 * it needs: a shared binding that only another area makes would resolve in a container holding every
 * area and fail in the browser. Each area is loaded alone into a fresh container (start-up's features
 * and, for a nested area, the area owning its parent route, as the router does) and every identifier
 * its modules and the shared bindings it names bind is resolved.
 */
describe('each area alone', () => {
  for (const profile of profiles) {
    for (const area of Areas) {
      it(`resolves every binding of ${area.name} loaded alone in the ${label(profile)} profile`, async () => {
        const container = buildContainer(profile);
        // What the router loads for the area's first path: the areas owning its parent routes, then the area.
        for (const needed of areasFor(samplePath(area), Areas)) await loadArea(container, needed);
        const { feature } = await area.load();
        const ids = boundIdentifiers(withNeeds(feature).flatMap((f) => featureModules(f, profile, Environments.local)));
        expect(ids.length, area.name).toBeGreaterThan(0);
        for (const id of ids) expect(() => container.get(id), `${area.name}: ${String(id)}`).not.toThrow();
      });
    }
  }
});
