import 'reflect-metadata';
import { Container } from 'inversify';
import { AppConfig } from '../core/shared/app-config';
import { Environments, type EnvironmentConfig, type EnvironmentName } from './environments.config';
import { Features } from './features';

export type Profile = { kind: 'real'; env: EnvironmentName } | { kind: 'fake' };

/** The one place that decides which adapter stands behind each port. */
export function buildContainer(profile: Profile, overrides?: Partial<EnvironmentConfig>): Container {
  const config: EnvironmentConfig = {
    ...Environments[profile.kind === 'real' ? profile.env : 'local'],
    ...overrides,
  };
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(AppConfig).toConstantValue(config);
  for (const feature of Features) {
    container.load(feature.application);
    container.load(profile.kind === 'real' ? feature.adapters(config) : feature.fakes(config));
  }
  return container;
}
