import { ContainerModule } from 'inversify';
import type { FeatureModule } from '../feature-module';

// Owned by the identity work stream: binds its use cases and view models (application) and its adapters.
export const identityFeature: FeatureModule = {
  name: 'identity',
  application: new ContainerModule(() => {}),
  adapters: () => new ContainerModule(() => {}),
  fakes: () => new ContainerModule(() => {}),
  resolvable: [],
};
