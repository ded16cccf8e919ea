import { ContainerModule } from 'inversify';
import { IdentityService } from '../../core/identity/identity-service.port';
import { LegacyIdentityAdapter } from '../../adapters/legacy-page/legacy-identity.adapter';
import { FakeIdentityService } from '../../adapters/fakes/fake-identity.adapter';
import { fakesExcludedFromProduction, type FeatureModule } from '../feature-module';

// Owned by the identity work stream: the legacy identity service behind its port.
export const identityFeature: FeatureModule = {
  name: 'identity',
  application: new ContainerModule(() => {}),
  adapters: () =>
    new ContainerModule(({ bind }) => {
      bind(IdentityService).to(LegacyIdentityAdapter);
    }),
  fakes: import.meta.env.PROD ? fakesExcludedFromProduction : () =>
    new ContainerModule(({ bind }) => {
      // Bound to itself too, so a test can reach the fake's controls (failNextWith, reset ...).
      bind(FakeIdentityService).toSelf();
      bind(IdentityService).toService(FakeIdentityService);
    }),
};
