import { ContainerModule } from 'inversify';
import type { FeatureModule } from '../feature-module';

// Owned by the content work stream: binds its use cases and view models (application) and its adapters.
export const contentFeature: FeatureModule = {
  name: 'content',
  application: new ContainerModule(() => {}),
  adapters: () => new ContainerModule(() => {}),
  fakes: () => new ContainerModule(() => {}),
  resolvable: [],
};
