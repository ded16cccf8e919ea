import { ContainerModule } from 'inversify';
import type { FeatureModule } from '../feature-module';

// Owned by the shell work stream: binds its use cases and view models (application) and its adapters.
export const shellFeature: FeatureModule = {
  name: 'shell',
  application: new ContainerModule(() => {}),
  adapters: () => new ContainerModule(() => {}),
  fakes: () => new ContainerModule(() => {}),
  resolvable: [],
};
