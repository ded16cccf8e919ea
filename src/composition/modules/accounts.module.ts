import { ContainerModule } from 'inversify';
import type { FeatureModule } from '../feature-module';

// Owned by the accounts work stream: binds its use cases and view models (application) and its adapters.
export const accountsFeature: FeatureModule = {
  name: 'accounts',
  application: new ContainerModule(() => {}),
  adapters: () => new ContainerModule(() => {}),
  fakes: () => new ContainerModule(() => {}),
  resolvable: [],
};
