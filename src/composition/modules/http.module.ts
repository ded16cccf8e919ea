import { ContainerModule } from 'inversify';
import type { FeatureModule } from '../feature-module';

// Owned by the http work stream: binds its use cases and view models (application) and its adapters.
export const httpFeature: FeatureModule = {
  name: 'http',
  application: new ContainerModule(() => {}),
  adapters: () => new ContainerModule(() => {}),
  fakes: () => new ContainerModule(() => {}),
  resolvable: [],
};
