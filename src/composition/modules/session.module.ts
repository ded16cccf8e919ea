import { ContainerModule } from 'inversify';
import type { FeatureModule } from '../feature-module';

// Owned by the session work stream: binds its use cases and view models (application) and its adapters.
export const sessionFeature: FeatureModule = {
  name: 'session',
  application: new ContainerModule(() => {}),
  adapters: () => new ContainerModule(() => {}),
  fakes: () => new ContainerModule(() => {}),
  resolvable: [],
};
