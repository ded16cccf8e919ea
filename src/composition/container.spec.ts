import { describe, expect, it } from 'vitest';
import { AppConfig } from '../core/shared/app-config';
import { buildContainer } from './container';
import { EnvironmentNames } from './environments.config';
import { Features } from './features';

const profiles = [
  ...EnvironmentNames.map((env) => ({ kind: 'real' as const, env })),
  { kind: 'fake' as const },
];

describe('composition root', () => {
  for (const profile of profiles) {
    const label = profile.kind === 'real' ? profile.env : 'fakes';
    it(`resolves every use case, view model and port in the ${label} profile`, () => {
      const container = buildContainer(profile);
      const ids = Features.flatMap((f) => f.resolvable);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) {
        expect(() => container.get(id), String(id)).not.toThrow();
        expect(container.get(id)).toBeDefined();
      }
    });
  }

  it('gives each environment its own proxy bases', () => {
    const configs = EnvironmentNames.map((env) => buildContainer({ kind: 'real', env }).get<AppConfig>(AppConfig));
    expect(new Set(configs.map((c) => c.apiBase)).size).toBe(EnvironmentNames.length);
    expect(configs.find((c) => c.name === 'local')?.apiBase).toBe('/gateway/api');
  });
});
